import LarderTestSupport
import Testing

@testable import LarderSyntax

/// The quick one-pass readers must agree with the careful ones wherever they accept a text.
@Suite struct ValueQuickPathTests {
  /// Whether the quick nutrient reader accepted `bytes`, after checking that the careful reader
  /// reads the same list from them without a problem.
  static func checkNutrients(_ bytes: [UInt8], replay: String = "") -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let text = ValueText(buffer, offset: base)
      let range = text.trimmed(text.all)
      guard !range.isEmpty else { return false }
      var quick = NutrientListSyntax(range: text.file(range))
      guard NutrientListSyntax.readQuickly(text, range, into: &quick) else { return false }
      var careful = NutrientListSyntax(range: text.file(range))
      var diagnostics: [Diagnostic] = []
      NutrientListSyntax.readCarefully(text, range, into: &careful, &diagnostics)
      let shown = String(decoding: bytes, as: UTF8.self)
      #expect(diagnostics.isEmpty, "quick reader accepted \"\(shown)\"; \(replay)")
      #expect(quick == careful, "readers disagree on \"\(shown)\"; \(replay)")
      return true
    }
  }

  @Test func quickNutrientReaderAgreesWithTheCarefulOne() {
    var writer = LineWriter(random: SplitMix64())
    var accepted = 0
    for _ in 0..<3000 {
      let line = Array(writer.nutrients().utf8)
      let replay = writer.random.replayHint
      if Self.checkNutrients(line, replay: replay) { accepted += 1 }
      _ = Self.checkNutrients(ValueFuzzTests.mutated(line, &writer.random), replay: replay)
      _ = Self.checkNutrients(ValueFuzzTests.randomText(&writer.random), replay: replay)
    }
    // Well-formed lists are the point of the quick reader; most written ones take it.
    #expect(accepted > 2000)
  }

  @Test(arguments: [
    "0.9 mg iron", "228 kcal 1.22 g saturated-fat, 85 µg folate", "140 mg salt", "2 MCG B12",
  ])
  func quickNutrientReaderTakesNamedItems(text: String) {
    #expect(Self.checkNutrients(Array(text.utf8)))
  }

  @Test(arguments: [
    "8.1p,40c", "228 kcal,8.1p", "228kcal", "5.p", "1,5p", "228 , kcal", "140 mg, iron",
    "8.1p 9p", "1234567890123456 kcal", "228 kcal2", "8.1pc", "2 mg", "2 mg 3 kcal", "2 mgiron",
  ])
  func quickNutrientReaderDefersProblems(text: String) {
    #expect(!Self.checkNutrients(Array(text.utf8)))
  }
}
