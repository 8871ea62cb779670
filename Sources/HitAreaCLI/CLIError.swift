/// Why a command stopped, and its exit status.
///
/// Every error is printed as one line on standard error; nothing prints a stack trace.
enum CLIError: Error, Equatable, CustomStringConvertible {
  /// The command line is wrong (exit status 2).
  case usage(String)
  /// An input file could not be read or understood (exit status 2); the message names the file.
  case input(String)
  /// An output file could not be written (exit status 2).
  case output(String)

  var description: String {
    switch self {
    case .usage(let m): "usage error: \(m) (see 'hitarea --help')"
    case .input(let m): m
    case .output(let m): m
    }
  }

  /// Usage and input errors exit with 2; 1 is reserved for "findings at or above --fail-on".
  var exitStatus: Int32 { 2 }
}
