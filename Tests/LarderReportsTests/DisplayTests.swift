import LarderReports
import Testing

@Suite("Display")
struct DisplayTests {
  @Test("thousands separators and one-decimal rounding")
  func numbers() {
    #expect(Display.number(1_200) == "1,200")
    #expect(Display.number(1_234.56) == "1,234.6")
    #expect(Display.number(1_234.5) == "1,234.5")
    #expect(Display.number(12_345_678) == "12,345,678")
    #expect(Display.number(0.04) == "0")
    #expect(Display.number(-1_500.25) == "-1,500.3")
    #expect(Display.kcal(1_999.5) == "2,000")
    #expect(Display.fixed(3) == "3.0")
    #expect(Display.fixed(1_234.56) == "1,234.6")
    #expect(Display.fixed(0.5, decimals: 2) == "0.50")
  }

  @Test("percentages round half away from zero")
  func percentages() {
    #expect(Display.percent(0.6) == "60%")
    #expect(Display.percent(50.0 / 60) == "83%")
    // 0.285 × 100 is 28.499999999999996 in doubles; it still shows as 29 %.
    #expect(Display.percent(0.285) == "29%")
    #expect(Display.percent(57.0 / 200) == "29%")
    #expect(Display.percent(0.824) == "82%")
    #expect(Display.percentValue(1.05) == 105)
    #expect(Display.percent(12.5) == "1,250%")
  }

  @Test("width counts terminal columns: wide and emoji take two, marks and styles none")
  func widths() {
    #expect(Display.width("rice") == 4)
    #expect(Display.width("米饭") == 4)
    #expect(Display.width("Ａｶ") == 3, "a fullwidth letter takes two, a halfwidth kana one")
    #expect(Display.width("김치") == 4)
    #expect(Display.width("🍙 onigiri") == 10)
    #expect(Display.width("❤️") == 2, "a text heart made an emoji by its selector")
    #expect(Display.width("👨‍👩‍👧") == 2, "a family joined by zero-width joiners is one emoji")
    #expect(Display.width("e\u{301}") == 1)
    #expect(Display.width("crème fraîche") == 13)
    #expect(Display.width("\u{1B}[1mbold\u{1B}[0m") == 4)
  }

  @Test("pad and fit work in columns and never cut a wide character in half")
  func padAndFit() {
    #expect(Display.pad("米饭", 6) == "米饭  ")
    #expect(Display.pad("🍙", 4, alignRight: true) == "  🍙")
    #expect(Display.pad("rice, cooked", 4) == "rice, cooked")
    #expect(Display.fit("米饭米饭", 6) == "米饭…")
    #expect(Display.fit("米饭米饭", 4) == "米…")
    #expect(Display.fit("rice, cooked", 8) == "rice, c…")
    #expect(Display.fit("rice", 8) == "rice")
  }

  @Test("wrap breaks between words, and inside a word wider than a line")
  func wrap() {
    #expect(Display.wrap("Protein Sources", 10) == ["Protein", "Sources"])
    #expect(Display.wrap("Oils / Fats / Nuts", 10) == ["Oils /", "Fats /", "Nuts"])
    #expect(Display.wrap("Unsweetened", 6) == ["Unswee", "tened"])
    #expect(Display.wrap("米饭米饭米饭", 5) == ["米饭", "米饭", "米饭"])
    #expect(Display.wrap("rice", 10) == ["rice"])
    #expect(Display.wrap("", 10) == [""])
  }
}
