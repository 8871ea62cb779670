#if canImport(UIKit)
import Foundation
import HitAreaKit
import HitAreaUIKit
import TapThrottling
import UIKit

/// Calls that reach the hooks from elsewhere than a touch on the main thread.
@MainActor
enum DispatchScenarios {
  /// A legacy `sendActions(for:)` from a background queue on a hooked, throttled control: no
  /// isolation trap, and the action runs (programmatic sends pass).
  static func backgroundSendActions(_ e: RuntimeExpectations) {
    let button = UIButton(type: .system)
    let target = ActionCounter()
    button.addTarget(target, action: #selector(ActionCounter.fire), for: .touchUpInside)
    button.tapThrottle = .interval(1)
    let plain = UIButton(type: .custom)  // a hooked class, a control with no throttle
    plain.addTarget(target, action: #selector(ActionCounter.fire), for: .touchUpInside)
    // What legacy Objective-C code does from a network callback: a plain message send, which
    // Swift's isolation checking cannot see.
    typealias SendActions = @convention(c) (AnyObject, Selector, UInt) -> Void
    let selector = #selector(UIControl.sendActions(for:))
    nonisolated(unsafe) let sends = [button, plain].map { control in
      (control as AnyObject, unsafeBitCast(control.method(for: selector), to: SendActions.self))
    }
    let touchUpInside = UIControl.Event.touchUpInside.rawValue
    DispatchQueue.global().sync {
      for (control, send) in sends { send(control, selector, touchUpInside) }
    }
    e.expect(target.count == 2, "background sends ran \(target.count) actions, not 2")
  }

  /// A touch's hit test through a window whose classes are hooked: the enlarged button wins.
  static func windowHitTestThroughHooks(_ e: RuntimeExpectations) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
    button.hitArea = .minimumSize(44)
    root.view.addSubview(button)
    window.isHidden = false
    window.layoutIfNeeded()
    let hit = window.hitTest(CGPoint(x: 98, y: 110), with: nil)
    e.expect(hit === button, "the window hit \(String(describing: hit)), not the enlarged button")
    let miss = window.hitTest(CGPoint(x: 60, y: 110), with: nil)
    e.expect(miss !== button, "the button took a touch beyond its hit area")
    window.isHidden = true
  }
}

/// A target that counts its action; called on whichever thread sends.
final class ActionCounter: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var fired = 0
  var count: Int { lock.withLock { fired } }
  @objc func fire() { lock.withLock { fired += 1 } }
}
#endif  // canImport(UIKit)
