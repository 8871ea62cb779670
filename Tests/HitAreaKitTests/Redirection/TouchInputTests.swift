import HitAreaKit
import Testing

/// Which input gets rings: the event's kind, a pointer's buttons, and only the touches that
/// begin now.
@Suite struct TouchInputTests {
  @Test(arguments: [
    (true, false, [TouchInput.TouchKind.direct], TouchInput.directTouch),
    (true, false, [], .directTouch),  // the new touch is not in the event yet
    (true, false, [.pencil], .other),
    (true, false, [.direct, .pencil], .other),
    (true, false, [.pointer], .other),
    (true, true, [], .other),  // a trackpad click, told by its button
    (false, false, [.direct], .other),  // a hover or a press
  ])
  func inputIsClassified(
    isTouchEvent: Bool, pressesButtons: Bool, began: [TouchInput.TouchKind], expected: TouchInput
  ) {
    #expect(
      TouchInput(isTouchEvent: isTouchEvent, pressesButtons: pressesButtons, beganTouches: began)
        == expected)
  }
}
