/// The help texts.
enum Help {
  static let overview = """
    hitarea — make tap targets visible, measurable and testable.

    USAGE: hitarea <command> [options]

    COMMANDS:
      demo       run the whole pipeline on a built-in example screen
      audit      report undersized, overlapping and unreachable tap targets
      probe      which target receives a touch at X Y, and why
      render     draw a screen's targets, hit areas and problems as SVG
      simulate   simulate finger taps and measure how many reach the intended target
      fix        suggest hit areas that meet a standard without overlapping neighbours
      convert    turn an XCUITest, uiautomator or RICO dump into a layout snapshot

    FILE is a layout snapshot (JSON, version 1) or an XCUITest/Appium page source, Android
    uiautomator dump or RICO hierarchy, detected from the content; '-' reads standard input.

    OPTIONS:
      -h, --help   show help (also: hitarea <command> --help)
      --version    show the version

    EXIT STATUS: 0 success; 1 findings at or above --fail-on (audit); 2 usage or input error.
    """

  static let commands: [String: String] = [
    "demo": """
    USAGE: hitarea demo [--output DIR]

    Runs the audit, the tap-accuracy simulation and the fix suggestions on a built-in example
    screen (undersized toolbar icons, a gapless segmented row, a close badge sticking out of a
    card in a list cell, a disabled button with a hit area) and writes hitarea-demo.svg and
    hitarea-demo-fixed.svg into DIR (default: the current directory).
    """,
    "audit": """
    USAGE: hitarea audit FILE [--standard ios|android|wcag-aa|wcag-aaa] [--policy P]
                              [--format text|json] [--fail-on error|warning|never]
                              [--px-per-dp D]

    Reports findings: min-size, overlap, unreachable, activation-point, inert-hit-area.
    Exits with 1 when a finding at or above --fail-on (default error) exists.
    --policy overrides the snapshot's resolution policy (frontmost, nearest, mostLikely).
    """,
    "probe": """
    USAGE: hitarea probe FILE X Y [--policy frontmost|nearest|mostLikely] [--format text|json]
                                  [--px-per-dp D]

    Which view receives a touch at (X, Y), in the root's coordinates (points), and why.
    JSON: {"hit": "<id>" | null, "policy": "<policy>", "candidates": [{"id": …}, …], …}
    """,
    "render": """
    USAGE: hitarea render FILE [--output OUT.svg] [--probe X,Y] [--policy P] [--standard S]
                               [--px-per-dp D]

    Draws visible frames, hit areas, overlaps, unreachable parts, undersized targets and the
    probe's winner as SVG (default output: standard output).
    """,
    "simulate": """
    USAGE: hitarea simulate FILE [--policy P|all] [--regime lab|wild] [--taps N] [--seed S]
                                 [--format text|json] [--px-per-dp D]

    Monte-Carlo finger taps on every target under the dual-Gaussian touch model: the share that
    reaches the intended target, the wrong target or nothing, per policy, next to the
    Bayes-optimal ceiling. Deterministic for a given seed.
    """,
    "fix": """
    USAGE: hitarea fix FILE [--standard S] [--format text|json|swift] [--output FIXED.json]
                            [--px-per-dp D]

    The largest hit areas up to the standard that keep clear of neighbours (gaps split at the
    midpoint), as data or Swift; --output writes the snapshot with the fixes applied.
    """,
    "convert": """
    USAGE: hitarea convert FILE [--from auto|xcuitest|uiautomator|rico] [--px-per-dp D]
                                --output OUT.json

    Writes any supported dump as a layout snapshot (JSON, version 1).
    --px-per-dp is required for uiautomator dumps; RICO defaults to 3.5.
    """,
  ]

  static func command(_ name: String) -> String? { commands[name] }
}
