/// `--containers`: what the elements of an imported dump that are not targets do with touches.
enum ContainerTouches: String, CommandLineChoice {
  /// They take none: touches go on to their subviews and to what is behind them, Android's model
  /// and the reading of an accessibility tree (the default).
  case passThrough = "pass-through"
  /// They take touches as UIKit views do, hiding what is behind them.
  case opaque
}
