import HitAreaKit

/// `simulate --policy`: every resolution policy, or one.
enum PolicySelection: CommandLineChoice, Equatable {
  case all
  case only(ResolutionPolicy)

  static var allCases: [PolicySelection] { [.all] + ResolutionPolicy.allCases.map(Self.only) }

  var argument: String {
    switch self {
    case .all: "all"
    case .only(let policy): policy.rawValue
    }
  }

  /// The policies to simulate.
  var policies: [ResolutionPolicy] {
    switch self {
    case .all: ResolutionPolicy.allCases
    case .only(let policy): [policy]
    }
  }
}
