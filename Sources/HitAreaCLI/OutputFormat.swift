/// What a command prints: text for people, JSON (the `Codable` contract), Swift, or Android's
/// Kotlin and XML.
enum OutputFormat: String, CommandLineChoice {
  case text
  case json
  case swift
  case android
}
