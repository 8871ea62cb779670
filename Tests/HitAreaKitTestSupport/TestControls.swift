import HitAreaKit

/// A `UIButton`.
open class TestButton: TestControl {
  override open var isButton: Bool { true }
}

/// One of UIKit's own controls other than a button: a `UISwitch`, a `UIPageControl`, a table's
/// section index (`UITableViewIndex`).
open class TestSystemControl: TestControl {
  override open var isSystemControl: Bool { true }
}

/// An app control whose class overrides a tracking method: a scrubber, a rating control.
open class TestTrackingControl: TestControl {
  override open var isSystemControl: Bool { false }
  override open var overridesTracking: Bool { true }
}
