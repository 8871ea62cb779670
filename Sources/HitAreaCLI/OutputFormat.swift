/// What a command prints: text for people, JSON (the `Codable` contract), or Swift.
enum OutputFormat: String, CommandLineChoice {
  case text
  case json
  case swift
}
