// The engine on random trees and points from the fuzzer's bytes.
import FuzzSupport

FuzzDriver.run { bytes in fuzzEngine(bytes) }
