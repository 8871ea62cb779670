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

/// A button of another Apple framework: a `UIButton` subclass from a system image (AVKit's
/// transport buttons), with its own size and touch area.
open class TestSystemButton: TestButton {
  override open var isSystemControl: Bool { true }
}

/// An app button whose class overrides a tracking method (for its highlight): still a button.
open class TestTrackingButton: TestButton {
  override open var overridesTracking: Bool { true }
}
