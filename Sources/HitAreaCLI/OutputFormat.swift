/// What a command prints: text for people, JSON (the `Codable` contract), Swift, Android's Kotlin
/// and XML, or the reports of a run over several files: JSON Lines, SARIF, JUnit XML, a
/// self-contained HTML page and Markdown.
enum OutputFormat: String, CommandLineChoice {
  case text
  case json
  case swift
  case android
  /// One line of JSON per screen.
  case jsonl
  /// SARIF 2.1.0, for code-scanning dashboards.
  case sarif
  /// JUnit XML, one test case per screen.
  case junit
  /// One self-contained HTML page.
  case html
  /// GitHub-flavoured Markdown, for a CI job's summary.
  case markdown

  /// The formats only a run over several files writes: with them, one FILE is a run too.
  static let corpusOnly: Set<OutputFormat> = [.jsonl, .sarif, .junit, .html, .markdown]
}
