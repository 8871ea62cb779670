import HitAreaKitTestSupport

/// Random choices and random damage for the tests that read documents two ways.
enum RandomEdits {
  /// One of the choices.
  static func pick<T>(_ choices: [T], _ random: inout SplitMix64) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  /// One to three bytes changed, removed or added (from `inserts`), or the bytes cut short: what
  /// a broken file has.
  static func mutated(_ bytes: [UInt8], inserts: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      guard !bytes.isEmpty else { break }
      let i = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: bytes.remove(at: i)
      case 1: bytes.insert(pick(inserts, &random), at: i)
      case 2: bytes[i] = pick(inserts, &random)
      default: bytes.removeSubrange(i...)
      }
    }
    return bytes
  }
}
