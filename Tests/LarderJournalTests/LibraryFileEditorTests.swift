import LarderModel
import Testing

@testable import LarderJournal

@Suite struct LibraryFileEditorTests {
  static let file = """
    # My foods
    foods:
      # from the bakery
      Rye bread:
        serving: 1 slice  # a thin one
        nutrition: 90 kcal 3p 17c 1f
        measures: slice = 35 g
      Oatmeal, dry:
        nutrition: 379 kcal 13.2p 67.7c 6.5f
        favorite: yes
    recipes:
      Overnight oats:
        servings: 2
        ingredients:
          - oatmeal, dry 80 g  # soaked
          - rye bread 1 slice

    """

  /// `file` after `change`, which must find what it edits.
  func edit(_ file: String = file, _ change: (inout LibraryFileEditor) -> Bool) -> String {
    var editor = LibraryFileEditor(Array(file.utf8))
    #expect(change(&editor))
    return String(decoding: editor.result(), as: UTF8.self)
  }

  @Test func addsAFoodAtTheEndOfFoods() {
    let result = edit {
      $0.addFood(
        "Skyr: plain",
        fields: [("nutrition", "63 kcal 11p 4c 0.2f"), ("measures", "cup = 245 g")])
      return true
    }
    #expect(
      result.contains(
        """
            favorite: yes
          "Skyr: plain":
            nutrition: 63 kcal 11p 4c 0.2f
            measures: cup = 245 g
        recipes:
        """))
  }

  @Test func createsTheSectionsOfANewFile() {
    var editor = LibraryFileEditor([])
    editor.addFood("Tea", fields: [("nutrition", "1 kcal")])
    editor = LibraryFileEditor(editor.result())
    editor.addRecipe("Tea pot", fields: [("servings", "4")], ingredients: ["tea 2 cup"])
    #expect(
      String(decoding: editor.result(), as: UTF8.self) == """
        foods:
          Tea:
            nutrition: 1 kcal
        recipes:
          Tea pot:
            servings: 4
            ingredients:
              - tea 2 cup

        """)
  }

  @Test func setsOneKeyKeepingItsComment() {
    let result = edit { editor in
      editor.setField("serving", of: "rye bread", to: "2 slice")
        && editor.setField("notes", of: "rye bread", to: "sourdough # dark")
        && editor.setField("measures", of: "rye bread", to: nil)
        && editor.rename("rye bread", to: "Rye bread, sourdough")
    }
    #expect(
      result.contains(
        """
          # from the bakery
          Rye bread, sourdough:
            serving: 2 slice  # a thin one
            nutrition: 90 kcal 3p 17c 1f
            notes: "sourdough # dark"
          Oatmeal, dry:
        """))
  }

  @Test func removesAFoodWithItsComment() {
    let result = edit { $0.remove("RYE BREAD") }
    #expect(!result.contains("bakery"))
    #expect(result.hasPrefix("# My foods\nfoods:\n  Oatmeal, dry:\n"))
    var editor = LibraryFileEditor(Array(Self.file.utf8))
    let found = editor.remove("toast") || editor.setFavorite("toast", true)
    #expect(!found)
    #expect(editor.result() == Array(Self.file.utf8))
  }

  @Test func setsAndClearsFavorites() {
    let on = edit { $0.setFavorite("rye bread", true) }
    #expect(on.contains("    measures: slice = 35 g\n    favorite: yes\n  Oatmeal"))
    let off = edit { $0.setFavorite("oatmeal, dry", false) }
    #expect(off.contains("    nutrition: 379 kcal 13.2p 67.7c 6.5f\nrecipes:"))
  }

  @Test func snapshotsAnIngredientOfARemovedFood() {
    let result = edit { editor in
      editor.remove("oatmeal, dry")
        && editor.snapshotIngredient(
          of: "overnight oats", at: 0,
          snapshot: Nutrients(kcal: 303.2, protein: 10.6, carbs: 54.2, fat: 5.2))
        && editor.snapshotIngredient(
          of: "overnight oats", at: 1, snapshot: Nutrients(kcal: 90, protein: 3))
    }
    #expect(
      result.contains(
        """
              - oatmeal, dry 80 g = 303.2 kcal 10.6p 54.2c 5.2f  # soaked; deleted from the library
              - rye bread 1 slice = 90 kcal 3p 0c 0f  # deleted from the library
        """))
  }

  @Test func replacesTheIngredientsOfARecipe() {
    let result = edit {
      $0.setIngredients(of: "overnight oats", to: ["oatmeal, dry 60 g", "milk 200 ml"])
    }
    #expect(
      result.hasSuffix(
        """
          Overnight oats:
            servings: 2
            ingredients:
              - oatmeal, dry 60 g
              - milk 200 ml

        """))
  }

  @Test func setsAliasesFirstOrAfterTheOnesWritten() {
    let added = edit { $0.setAliases(of: "rye bread", to: ["dark rye", "Rye bread"]) }
    #expect(added.contains("  Rye bread:\n    aliases: dark rye; Rye bread\n    serving: 1 slice"))
    let quoted = edit(added) {
      $0.setAliases(of: "rye bread", to: ["dark rye", "Rye bread", "Rye: dark"])
    }
    #expect(quoted.contains("    aliases: \"dark rye; Rye bread; Rye: dark\"\n"))
    let grown = edit(added.replacingOccurrences(of: "rye;", with: "rye ;")) {
      $0.setAliases(of: "rye bread", to: ["dark rye", "Rye bread", "pumpernickel"])
    }
    #expect(
      grown.contains("    aliases: dark rye ; Rye bread; pumpernickel\n"),
      "a list that only grows keeps its text as written")
    let shrunk = edit(added) { $0.setAliases(of: "rye bread", to: ["Rye bread"]) }
    #expect(shrunk.contains("    aliases: Rye bread\n"))
    #expect(edit(added) { $0.setAliases(of: "rye bread", to: []) } == Self.file)
  }

  @Test func renamesTheIngredientsThatNameAFood() {
    let file = Self.file.replacingOccurrences(
      of: "      - rye bread 1 slice\n",
      with: "      - Rye Bread 2 slice = 180 kcal  # toasted\n      - dark rye 1 slice\n")
    let renamed = edit(file) { editor in
      editor.renameIngredients(naming: "rye  bread", to: "Rye: sourdough") == ["Overnight oats"]
        && editor.renameIngredients(naming: "granola", to: "Muesli").isEmpty
    }
    #expect(
      renamed.hasSuffix(
        """
              - oatmeal, dry 80 g  # soaked
              - "Rye: sourdough 2 slice = 180 kcal"  # toasted
              - dark rye 1 slice

        """))
    #expect(
      edit { !$0.renameIngredients(naming: "Rye bread", to: "Rye Loaf").isEmpty }.contains(
        "      - rye loaf 1 slice\n"), "a reference in lower case stays lower case")
  }

  @Test func insertsAKeyBeforeAReplacedFirstKey() {
    let file = Self.file.replacingOccurrences(of: "    servings: 2\n", with: "")
    let result = edit(file) { editor in
      editor.setIngredients(of: "overnight oats", to: ["oatmeal, dry 60 g"])
        && editor.setAliases(of: "overnight oats", to: ["oats bowl"])
    }
    #expect(
      result.hasSuffix(
        """
          Overnight oats:
            aliases: oats bowl
            ingredients:
              - oatmeal, dry 60 g

        """))
  }

  @Test func writesAWholeFileThatReadsBack() {
    let foods = [
      Food(name: "Cheese, \"American\"", nutrition: Nutrients(kcal: 371), source: "usda-sr 01042"),
      Food(name: "#1 bar", nutrition: Nutrients(kcal: 400), barcode: "0000101209159"),
    ]
    let text = String(
      decoding: LibraryFileEditor.newFile(header: ["Imported", "", "© someone"], foods: foods),
      as: UTF8.self)
    #expect(
      text == """
        # Imported
        #
        # © someone
        foods:
          Cheese, "American":
            nutrition: 371 kcal 0p 0c 0f
            source: usda-sr 01042
          "#1 bar":
            nutrition: 400 kcal 0p 0c 0f
            barcode: "0000101209159"

        """)
  }
}
