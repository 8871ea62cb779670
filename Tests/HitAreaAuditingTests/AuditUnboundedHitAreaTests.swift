import HitAreaAuditing
import HitAreaKit
import HitAreaSnapshot
import Testing

/// A hit area past every number, found by the engine everywhere.
///
/// A view grown by 1e308 on two opposite sides has a hit area whose size is infinite, which the
/// engine finds at every point of the screen. The audit holds it as reaching the plane's edges
/// (±1e300 in its own space), as a view grown by 1e300; where even that box is not finite, the
/// region queries hold it as the whole plane and ask the engine. They once held it as nothing,
/// and a button under such a veil was reported reachable while every tap on it went to the veil.
@Suite struct AuditUnboundedHitAreaTests {
  /// The rules that measure who receives the touches over an area.
  static let regionRules: Set<AuditRule> = [.unreachable, .overlap]

  /// A button, and a view (a target or not) whose hit area is its bounds grown by `outset` on
  /// every side, in front of the button or behind it.
  static func screen(
    _ policy: ResolutionPolicy, veil: (x: Double, y: Double, w: Double, h: Double),
    outset: Double, veilIsTarget: Bool = false, veilInFront: Bool = true,
    configure: @escaping (inout LayoutNode) -> Void = { _ in }
  ) -> AuditScreen {
    var screen = AuditScreen(policy: policy)
    if veilInFront { screen.add("button", 100, 100, 40, 40) }
    screen.add(
      "veil", veil.x, veil.y, veil.w, veil.h, target: veilIsTarget, hitArea: .outset(outset),
      configure: configure)
    if !veilInFront { screen.add("button", 100, 100, 40, 40) }
    return screen
  }

  /// The findings of the rules that measure areas.
  static func regionFindings(_ screen: AuditScreen) -> [AuditFinding] {
    screen.audit(rules: regionRules).findings
  }

  /// A veil past every number takes the button's taps as one grown by 1e300 does.
  ///
  /// Under UIKit's order the veil takes every tap; the policies that honour visible bounds give
  /// the button the taps inside its own bounds.
  @Test(arguments: ResolutionPolicy.allCases)
  func aVeilPastEveryNumberTakesTheButtonAsOneGrownBy1e300Does(_ policy: ResolutionPolicy) {
    let veil = (x: 300.0, y: 600.0, w: 10.0, h: 10.0)
    let unbounded = Self.screen(policy, veil: veil, outset: 1e308)
    let bounded = Self.screen(policy, veil: veil, outset: 1e300)
    let f = unbounded.audit(rules: Self.regionRules).only(.unreachable, "button")
    if policy == .frontmost {
      #expect(f?.severity == .error)
      #expect(f?.other == "veil")
      #expect(close(f?.measured.share, 1))
    }
    #expect(Self.regionFindings(unbounded) == Self.regionFindings(bounded))
  }

  /// A target past every number takes every tap of the target behind it, and their hit areas
  /// overlap, as with one grown by 1e300.
  @Test func aTargetPastEveryNumberTakesTheOneBehindIt() {
    let veil = (x: 300.0, y: 600.0, w: 44.0, h: 44.0)
    let unbounded = Self.screen(.frontmost, veil: veil, outset: 1e308, veilIsTarget: true)
    let bounded = Self.screen(.frontmost, veil: veil, outset: 1e300, veilIsTarget: true)
    let report = unbounded.audit(rules: Self.regionRules)
    #expect(report.only(.unreachable, "button")?.other == "veil")
    #expect(report.only(.overlap, "button")?.other == "veil")
    #expect(Self.regionFindings(unbounded) == Self.regionFindings(bounded))
  }

  /// Behind the button, the veil takes none of its taps: the plane its box is held as is only
  /// where the engine is asked, not a claim.
  @Test(arguments: ResolutionPolicy.allCases)
  func aVeilPastEveryNumberBehindTheButtonTakesNothing(_ policy: ResolutionPolicy) {
    let screen = Self.screen(
      policy, veil: (300, 600, 10, 10), outset: 1e308, veilInFront: false)
    #expect(Self.regionFindings(screen).isEmpty)
  }

  /// A veil turned a quarter: its box in root space starts at minus infinity (infinity times
  /// zero falls out of the corners' minimum), and the engine still finds it everywhere.
  @Test func aQuarterTurnedVeilPastEveryNumberTakesTheButton() {
    let screen = Self.screen(.frontmost, veil: (300, 600, 10, 10), outset: 1e308) {
      $0.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    }
    let f = screen.audit(rules: Self.regionRules).only(.unreachable, "button")
    #expect(f?.other == "veil")
    #expect(close(f?.measured.share, 1))
  }

  /// A strip past every number sideways, 10 pt high, across the screen below the button: the
  /// plane its box is held as is where the engine is asked, not a claim, and the engine finds it
  /// only in its band.
  @Test(arguments: ResolutionPolicy.allCases)
  func aStripPastEveryNumberTakesOnlyItsBand(_ policy: ResolutionPolicy) {
    var screen = AuditScreen(policy: policy)
    screen.add("button", 100, 100, 40, 40)
    screen.add("above", 100, 595, 40, 40)
    screen.add(
      "strip", 300, 600, 10, 10, target: false,
      hitArea: .outset(top: 0, left: 1e308, bottom: 0, right: 1e308))
    let report = screen.audit(rules: Self.regionRules)
    #expect(report.only(.unreachable, "button") == nil)
    if policy == .frontmost {
      #expect(report.only(.unreachable, "above")?.other == "strip")
      #expect(close(report.only(.unreachable, "above")?.measured.share, 400.0 / 1600))
    }
  }

  /// A screen, back to front: a lower button; a cell whose hit area is `outset` past its bounds
  /// holding a button, a view that overlaps the button in front of it, and another target; a
  /// pass-through overlay grown by `outset` too, holding a view over the lower button.
  static func nested(_ policy: ResolutionPolicy, outset: Double) -> AuditScreen {
    var screen = AuditScreen(policy: policy)
    screen.add("lower", 100, 500, 40, 40)
    screen.add("cell", 0, 100, 400, 60, hitArea: .outset(outset))
    screen.add("button", 180, 15, 40, 30, in: "cell")
    screen.container("badge", 200, 20, 40, 40, in: "cell")
    screen.add("other", 300, 10, 40, 40, in: "cell")
    screen.container("overlay", 0, 400, 400, 300) {
      $0.hitArea = .outset(outset)
      $0.passesTouchesThrough = true
    }
    screen.container("cover", 90, 90, 40, 40, in: "overlay")
    return screen
  }

  /// Under a container past every number, a view is claimed where the engine finds it: the
  /// button overlapped in front is covered, not cut by the cell, and the overlay that passes
  /// touches through holds a view that takes the lower button's, as when they are grown by 1e300.
  /// (The cell's own hit area is not measured: its box is past every number.)
  @Test(arguments: ResolutionPolicy.allCases)
  func viewsUnderAContainerPastEveryNumberAreMeasuredAsUnderOneGrownBy1e300(
    _ policy: ResolutionPolicy
  ) {
    let unbounded = Self.nested(policy, outset: 1e308)
    let bounded = Self.nested(policy, outset: 1e300)
    let report = unbounded.audit(rules: Self.regionRules)
    if policy == .frontmost {
      #expect(report.only(.unreachable, "lower")?.other == "cover")
      let f = report.only(.unreachable, "button")
      #expect(f?.other == "cell")  // the badge is part of the cell
      #expect(f?.measured.clippedArea == nil || f?.measured.clippedArea == 0)
    }
    let aboutOthers = { (f: AuditFinding) in f.target != "cell" }
    #expect(
      Self.regionFindings(unbounded).filter(aboutOthers)
        == Self.regionFindings(bounded).filter(aboutOthers))
  }

  /// A strip past every number sideways, thinner than the lattice the engine samples a region
  /// with, is measured as one grown by 1e300: by its edges, not by samples.
  @Test(arguments: ResolutionPolicy.allCases)
  func aThinStripPastEveryNumberIsMeasuredByItsEdges(_ policy: ResolutionPolicy) {
    func screen(_ outset: Double) -> AuditScreen {
      var screen = AuditScreen(policy: policy)
      screen.add("above", 100, 595, 40, 40)
      screen.add(
        "strip", 300, 604, 10, 4, target: false,
        hitArea: .outset(top: 0, left: outset, bottom: 0, right: outset))
      return screen
    }
    if policy == .frontmost {
      let f = screen(1e308).audit(rules: Self.regionRules).only(.unreachable, "above")
      #expect(close(f?.measured.coveredArea, 160))
    }
    #expect(Self.regionFindings(screen(1e308)) == Self.regionFindings(screen(1e300)))
  }

  /// A target past every number whose frame is off screen is still audited (its hit area reaches
  /// the screen), and it takes the taps of the one it overlaps, as one grown by 1e300.
  @Test func aTargetPastEveryNumberOffScreenIsAudited() {
    func screen(_ outset: Double) -> AuditScreen {
      Self.screen(
        .frontmost, veil: (x: 500, y: 600, w: 44, h: 44), outset: outset, veilIsTarget: true)
    }
    let report = screen(1e308).audit(rules: Self.regionRules)
    let audited = TapTargetAudit(standard: .ios, rules: Self.regionRules).auditedTargets(
      screen(1e308).snapshot)
    #expect(audited.map(\.id).contains("veil"))
    #expect(report.only(.overlap, "button")?.other == "veil")
    #expect(Self.regionFindings(screen(1e308)) == Self.regionFindings(screen(1e300)))
  }

  /// A rotated button, whose hit area is sampled, under a veil past every number: the samples the
  /// veil might take are asked of the engine, as under one grown by 1e300.
  @Test func aRotatedButtonUnderAVeilPastEveryNumberIsSampledAsUnderOneGrownBy1e300() {
    func screen(_ outset: Double) -> AuditScreen {
      var screen = AuditScreen()
      screen.add("button", 100, 100, 40, 40) {
        $0.transform = AffineTransform(rotationAngle: .pi / 6)
      }
      screen.add("veil", 300, 600, 10, 10, target: false, hitArea: .outset(outset))
      return screen
    }
    let f = screen(1e308).audit(rules: Self.regionRules).only(.unreachable, "button")
    #expect(f?.other == "veil")
    #expect(Self.regionFindings(screen(1e308)) == Self.regionFindings(screen(1e300)))
  }

  /// A veil scaled up ten billion times is asked of the engine.
  ///
  /// Even brought to the plane's edges in its own space, its box in root space is past every
  /// number. The region queries hold it as the whole plane and the engine, which finds it
  /// everywhere, says where it takes the button's taps: all of them.
  @Test func aVeilScaledPastEveryNumberIsAskedOfTheEngine() {
    let screen = Self.screen(.frontmost, veil: (300, 600, 10, 10), outset: 1e308) {
      $0.transform = AffineTransform(scaleX: 1e10, y: 1e10)
    }
    let f = screen.audit(rules: Self.regionRules).only(.unreachable, "button")
    #expect(f?.other == "veil")
    #expect(close(f?.measured.share, 1))
  }
}
