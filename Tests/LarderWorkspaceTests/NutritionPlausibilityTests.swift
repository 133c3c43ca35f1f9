import Foundation
import LarderWorkspace
import Testing

/// Food nutrition must be plausible (FORMAT.md §4.5): refused when a command writes it,
/// reported by check when written by hand, left out by imports.
@Suite("Implausible nutrition: refused, reported, left out of imports")
struct NutritionPlausibilityTests {
  @Test("foods add and edit refuse 1e9 kcal and 200 g of protein in 100 kcal")
  func commandsRefuse() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    var huge = FoodFields()
    huge.kcal = 1e9
    let hugeRefusal = refusal {
      _ = try journal.workspace.library.addFood("Huge", huge, file: nil, noCommit: false)
    }
    #expect(
      hugeRefusal?.contains("has 1000000000 kcal per 100 g") == true, "\(hugeRefusal ?? "accepted")"
    )
    var protein = FoodFields()
    protein.kcal = 100
    protein.protein = 200
    let proteinRefusal = refusal {
      _ = try journal.workspace.library.addFood("Powder", protein, file: nil, noCommit: false)
    }
    #expect(
      proteinRefusal?.contains("200 g of protein, carbs and fat per 100 g") == true,
      "\(proteinRefusal ?? "accepted")")
    protein.protein = 80
    let energyRefusal = refusal {
      _ = try journal.workspace.library.addFood("Shake", protein, file: nil, noCommit: false)
    }
    #expect(
      energyRefusal?.contains("the macros of \\\"Shake\\\" make 320 kcal per 100 g") == true,
      "\(energyRefusal ?? "accepted")")
    var edit = FoodFields()
    edit.fat = 90
    let editRefusal = refusal {
      _ = try journal.workspace.library.editFood("onion", edit, newName: nil, noCommit: false)
    }
    #expect(
      editRefusal?.contains("the macros of \\\"Onion\\\"") == true, "\(editRefusal ?? "accepted")")
    #expect(try journal.git("rev-parse", "HEAD") == head)
    try journal.expectCleanAndValid()
  }

  @Test("check reports implausible nutrition written by hand as an error")
  func checkReports() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      "foods/custom.yaml",
      "foods:\n  Huge:\n    nutrition: 1000000000 kcal\n  Powder:\n    nutrition: 100 kcal 200p\n"
        + "  Slice:\n    serving: 1 piece\n    nutrition: 20 kcal 30p\n"
        + "  Vodka:\n    nutrition: 231 kcal\n  Lard:\n    nutrition: 902 kcal 100f\n"
        + "  Bran:\n    nutrition: 216 kcal 15.6p 64.5c 4.3f 42.8 fibre\n")
    let result = try journal.workspace.journal.check(today: nil)
    let file = try #require(result.files.first { $0.path == "foods/custom.yaml" })
    #expect(file.diagnostics.map(\.id) == Array(repeating: "implausible-nutrition", count: 3))
    #expect(file.diagnostics.allSatisfy { $0.severity == .error })
    #expect(file.diagnostics.last?.message.contains("per serving") == true)
  }

  @Test("import off leaves out an implausible product, names it, and imports the rest")
  func importSkips() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let products = journal.root.appendingPathComponent("products.csv")
    try Data(
      ("code\tproduct_name\tenergy-kcal_100g\tproteins_100g\n0001\tCrisps\t500\t6\n"
        + "0002\tWrong bar\t100\t200\n0003\tHuge\t4590\t1\n").utf8
    ).write(to: products)
    defer { try? FileManager.default.removeItem(at: products) }
    let report = try journal.workspace.library.importOpenFoodFacts(
      products, barcodes: [], file: nil, noCommit: false)
    #expect(report.added == 1)
    #expect(report.implausible.count == 2)
    #expect(report.implausible.contains { $0.contains("\"Wrong bar\"") })
    #expect(report.implausible.contains { $0.contains("\"Huge\" has 4590 kcal") })
    #expect(try journal.read("foods/open-food-facts.yaml").contains("Crisps"))
    #expect(!(try journal.read("foods/open-food-facts.yaml").contains("Wrong bar")))
    #expect(try journal.workspace.journal.check(today: nil).errorCount == 0)
  }
}
