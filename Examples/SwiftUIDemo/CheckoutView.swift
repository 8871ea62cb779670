// An example screen that uses every public API of HitAreaSwiftUI the way the README shows.
// Not a build target on Linux: type-checked against an iOS SDK with
//   ../shared/tools/apple-typecheck --sdk-git GITDIR HitAreaSupport=Sources/HitAreaSupport \
//     HitAreaKit=Sources/HitAreaKit TapThrottling=Sources/TapThrottling \
//     HitAreaSwiftUI=Sources/HitAreaSwiftUI SwiftUIDemo=Examples/SwiftUIDemo \
//     -- -package-name HitAreaKit
// (add -D DEBUG to type-check the debug-only parts too). The hit-area overlay is a debugging
// aid: every use below is in debug builds only.
import HitAreaKit
import HitAreaSwiftUI
import SwiftUI
import TapThrottling

/// The README's example, as it is printed there.
struct PaySheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var showsTerms = false

  var body: some View {
    VStack(spacing: 16) {
      // Enlarge the label: the button's hit area follows it. Layout does not change.
      Button {
        dismiss()
      } label: {
        Image(systemName: "xmark").minimumHitSize()  // 44×44, centred
      }
      Text("Terms")
        .hitArea(.outset(vertical: 12))  // before the gesture
        .onThrottledTap(.tapGrouping) { showsTerms = true }  // one action per burst of taps
      ThrottledButton("Pay", throttle: .interval(0.5)) { pay() }  // at most once per 0.5 s
        .buttonStyle(.borderedProminent)
    }
    #if DEBUG
    .hitAreaDebugOverlay()  // debug builds only: draw every hit area below
    #endif
  }

  private func pay() {}
}

/// A fuller screen: every modifier, every initializer, the shape, the switch and the callback.
struct CheckoutView: View {
  @State private var quantity = 1
  @State private var likes = 0
  @State private var failedPayments = 0
  #if DEBUG
  @State private var showsHitAreas = true
  #endif

  /// Reports dropped taps.
  ///
  /// The callback is `@Sendable`: it logs rather than touch view state.
  private var payThrottle: TapThrottle {
    TapThrottle(.interval(1)) { tap in
      print("dropped a tap \(tap.secondsSinceAcceptedTap ?? 0) s after the last payment")
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      header
      quantityRow
      actions
      #if DEBUG
      Toggle("Show hit areas", isOn: $showsHitAreas)
      #endif
    }
    .padding()
    #if DEBUG
    .hitAreaDebugOverlay(showsHitAreas)
    #endif
  }

  private var header: some View {
    HStack {
      Text("Checkout").font(.title2.bold())
      Spacer()
      // A 17 pt glyph with Material's 48 pt target.
      Button {
        likes += 1
      } label: {
        Image(systemName: "heart").minimumHitSize(48)
      }
      // Outsets first, then the minimum.
      Button {
        print("share")
      } label: {
        Image(systemName: "square.and.arrow.up").hitArea(.outset(horizontal: 4).minimumSize(44))
      }
    }
  }

  private var quantityRow: some View {
    HStack(spacing: 24) {
      // A stepper: every tap is meant, so no throttle (it would drop real taps). Left and right
      // are physical, also in right-to-left layouts; VoiceOver keeps each glyph's own frame.
      Button {
        quantity = max(1, quantity - 1)
      } label: {
        Image(systemName: "minus.circle")
          .hitArea(.outset(top: 8, left: 8, bottom: 8, right: 4))  // not towards the count
      }
      .accessibilityLabel("Fewer")
      Text("\(quantity)").monospacedDigit()
      Button {
        quantity += 1
      } label: {
        Image(systemName: "plus.circle")
          .hitArea(.outset(top: 8, left: 4, bottom: 8, right: 8))
      }
      .accessibilityLabel("More")
      Spacer()
      // Taller, not wider; and UIKit's sign for a migrated inset.
      Text("Help")
        .font(.footnote)
        .minimumHitSize(width: 0, height: 44)
        .onTapGesture { print("help") }
      Text("Legal")
        .font(.footnote)
        .hitArea(.edgeInsets(top: -10, left: 0, bottom: -10, right: 0))
        .onTapGesture { print("legal") }
    }
  }

  private var actions: some View {
    VStack(spacing: 12) {
      // A failed payment bumps `failedPayments`: the reset key lets the retry run at once.
      ThrottledButton(throttle: payThrottle, resetKey: failedPayments) {
        failedPayments += 1  // stands for "the payment failed"
      } label: {
        Label("Pay", systemImage: "creditcard")
          .frame(maxWidth: .infinity)
          .hitArea(.edgeInsets(top: -6, left: 0, bottom: -6, right: 0))
      }
      .buttonStyle(.borderedProminent)

      ThrottledButton("Like", throttle: .tapGrouping) { likes += 1 }

      // A plain Button with a bordered style: mark it so the overlay measures the button.
      Button("Share receipt") { print("share receipt") }
        .buttonStyle(.bordered)
        .hitAreaDebugControl()

      Text("Refresh prices")
        .hitArea(.outset(vertical: 12))
        .onThrottledTap(.tapGrouping) { print("refresh") }  // a double tap refreshes once
        .accessibilityAddTraits(.isButton)

      ThrottledButton(
        "Cancel order", throttle: TapThrottle(.interval(2)), role: .destructive
      ) {
        print("cancel")
      }

      let title: String = "Coupon \(likes)"
      ThrottledButton(title, throttle: .interval(0.5)) { print("coupon") }

      ThrottledButton(throttle: .interval(0.5)) {
        print("remove")
      } label: {
        Text("Remove").padding(8).hitArea(.inset(4))  // a shrunk area, inside the frame
      }

      // The shape on its own: draw a hit area, or use it for another content-shape kind.
      let shape = HitAreaShape(.minimumSize(44))
      shape
        .stroke(.blue, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
        .frame(width: 20, height: 20)
        .contentShape(.contextMenuPreview, HitAreaShape(shape.area))
      Text(verbatim: "\(shape.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect)")
        #if DEBUG
      .hitAreaDebugOverlay(false)
        #endif
    }
  }
}

/// A list: each row is a UIKit cell, which cuts whatever sticks out of it.
///
/// The boundary mark lets the overlay show the cut (each row fills its cell: no row insets).
struct OrderHistoryView: View {
  let orders: [String]

  var body: some View {
    List(orders, id: \.self) { order in
      HStack {
        Text(order)
        Spacer()
        Button {
          print("reorder \(order)")
        } label: {
          Image(systemName: "arrow.clockwise").minimumHitSize()
        }
        .buttonStyle(.plain)
      }
      .padding(.horizontal)
      .frame(minHeight: 44)
      .hitAreaDebugBoundary()
      .listRowInsets(EdgeInsets())
    }
  }
}

/// A toolbar of small icons that sets no hit area: one modifier on the container makes each
/// button (and the tappable star, which opts in before its gesture) at least 44 pt to the touch.
///
/// The bookmark keeps the hit area it sets itself. The icons are 8 pt apart, so their 44-pt
/// rings would overlap: each is cut at the middle of the gap, and no icon takes its
/// neighbour's visible edge.
struct ReaderToolbar: View {
  @State private var starred = false

  var body: some View {
    HStack(spacing: 8) {
      Button {
        print("back")
      } label: {
        Image(systemName: "chevron.left")
      }
      Button {
        print("font")
      } label: {
        Image(systemName: "textformat.size")
      }
      Button {
        print("bookmark")
      } label: {
        Image(systemName: "bookmark").hitArea(.outset(4))  // its own area wins
      }
      Image(systemName: starred ? "star.fill" : "star")
        .automaticHitArea()  // before the gesture
        .onTapGesture { starred.toggle() }
        .accessibilityAddTraits(.isButton)
    }
    .automaticMinimumHitSize(44)
  }
}

/// UI tests launch the app with `HITAREA_THROTTLE=off`; a debug menu can flip the switch too.
enum DebugMenu {
  static func setThrottling(_ isOn: Bool) {
    TapThrottle.isEnabledGlobally = isOn
  }
}

/// The app's root: the hit areas show in debug builds only.
///
/// The root fills the hosting view, where touches stop.
struct DemoRoot: View {
  var body: some View {
    NavigationView {
      CheckoutView()
    }
    #if DEBUG
    .hitAreaDebugBoundary()
    .hitAreaDebugOverlay()
    #endif
  }
}

/// A card that opens on a tap, with a follow button inside, under the automatic size with the
/// app's own button style.
///
/// The card keeps its ring although the button's label sets a hit area of its own (that area is
/// the button's); the label's counter survives the first layout pass; the bordered style,
/// written after the size, still draws the button.
struct ProfileCard: View {
  let name: String
  @State private var opened = 0

  var body: some View {
    HStack {
      Text(name)
      Spacer()
      Button {
        print("follow \(name)")
      } label: {
        FollowLabel().hitArea(.outset(horizontal: 6))  // the button's own area
      }
    }
    .padding(8)
    .automaticHitArea()  // the card is a target of its own
    .onTapGesture { opened += 1 }
    .automaticMinimumHitSize(44)
    .buttonStyle(.bordered)  // after the size: the size hands each button to this style
  }
}

/// A label with state of its own: it must not be rebuilt when its hit area is known.
struct FollowLabel: View {
  @State private var appearances = 0

  var body: some View {
    Text("Follow")
      .onAppear { appearances += 1 }
  }
}
