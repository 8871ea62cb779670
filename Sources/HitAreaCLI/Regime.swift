import HitAreaTools

/// `simulate --regime`: the finger model's published regime.
enum Regime: String, CommandLineChoice {
  case lab
  case wild

  /// The finger model.
  var model: FingerModel {
    switch self {
    case .lab: .lab
    case .wild: .wild
    }
  }
}
