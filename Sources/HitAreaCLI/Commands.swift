/// Every subcommand, in the order the overview lists them.
enum Commands {
  /// The commands' tables.
  static let list: [Command] = [
    DemoCommand.command, AuditCommand.command, ProbeCommand.command, RenderCommand.command,
    SimulateCommand.command, FixCommand.command, ConvertCommand.command, ReportCommand.command,
  ]

  /// The commands by name.
  static let all: [String: Command] = Dictionary(
    list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
