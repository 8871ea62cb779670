import Foundation

/// An error number from a system call, told in the system's words for messages: `No such file
/// or directory`.
///
/// ```swift
/// SystemError.message(ENOENT)           // "No such file or directory"
/// "\(SystemError(code: ENOTDIR))"       // "Not a directory"
/// ```
package struct SystemError: Error, CustomStringConvertible {
  /// The error number, such as `errno` right after a call failed.
  package var code: Int32

  /// Wraps an error number.
  ///
  /// - Parameter code: The error number, such as `errno` right after a call failed.
  package init(code: Int32) { self.code = code }

  /// The system's words for the error.
  package var description: String { Self.message(code) }

  /// The message of an error number, safe on any thread (`strerror_r`; `strerror` may share one
  /// buffer between threads).
  ///
  /// - Parameter code: The error number, such as `errno` right after a call failed.
  package static func message(_ code: Int32) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
      guard let start = buffer.baseAddress, strerror_r(code, start, buffer.count) == 0 else {
        return "error \(code)"
      }
      return String(cString: start)
    }
  }
}
