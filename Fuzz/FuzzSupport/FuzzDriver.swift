import Foundation

/// Runs libFuzzer with `body` as the function under test.
///
/// Each fuzz target's `main.swift` is one call: `FuzzDriver.run { bytes in … }`.
public enum FuzzDriver {
  nonisolated(unsafe) static var body: ((UnsafeRawBufferPointer) -> Void)?

  /// Hands control to libFuzzer's driver (it parses the command line and never returns).
  public static func run(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    Self.body = body
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The entry point libFuzzer's own `main` expects to exist.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzDriver.body?(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
  return 0
}
