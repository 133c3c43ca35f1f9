/// Energy and nutrients of some amount of food: kcal, grams, and milligrams of sodium.
struct Nutrients {
  var kcal: Double
  var protein: Double
  var carbs: Double
  var fat: Double
  var fibre: Double = 0
  var sugars: Double = 0
  var sodium: Double = 0

  /// Reads `kcal protein carbs fat fibre sugars sodium` per 100 g, the compact form the
  /// catalog tables use.
  init(table: String) {
    let values = table.split(separator: " ").map { Double($0)! }
    precondition(values.count == 7, "bad nutrient row \(table)")
    kcal = values[0]
    protein = values[1]
    carbs = values[2]
    fat = values[3]
    fibre = values[4]
    sugars = values[5]
    sodium = values[6]
  }

  /// Creates a value from the four energy-bearing numbers; the rest are zero.
  init(kcal: Double, protein: Double, carbs: Double, fat: Double) {
    self.kcal = kcal
    self.protein = protein
    self.carbs = carbs
    self.fat = fat
  }

  /// These nutrients multiplied by `factor`.
  func scaled(by factor: Double) -> Nutrients {
    var result = self
    result.kcal *= factor
    result.protein *= factor
    result.carbs *= factor
    result.fat *= factor
    result.fibre *= factor
    result.sugars *= factor
    result.sodium *= factor
    return result
  }

  /// Adds `other` to these nutrients.
  static func += (lhs: inout Nutrients, rhs: Nutrients) {
    lhs.kcal += rhs.kcal
    lhs.protein += rhs.protein
    lhs.carbs += rhs.carbs
    lhs.fat += rhs.fat
    lhs.fibre += rhs.fibre
    lhs.sugars += rhs.sugars
    lhs.sodium += rhs.sodium
  }

  /// The library spelling: `228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium`.
  var libraryText: String {
    "\(canonical(kcal, decimals: 0)) kcal \(canonical(protein))p \(canonical(carbs))c "
      + "\(canonical(fat))f \(canonical(fibre)) fibre \(canonical(sugars)) sugars "
      + "\(canonical(sodium, decimals: 0)) mg sodium" + micronutrientText
  }

  /// A dozen micronutrients in the library spelling, `1.2 g saturated-fat … 40 µg folate`,
  /// derived from the macros so that every food carries them as an SR28 import does.
  var micronutrientText: String {
    let items: [(Double, Int, String)] = [
      (fat * 0.35, 2, "g saturated-fat"), (fat * 0.4, 2, "g monounsaturated-fat"),
      (fat * 0.2, 2, "g polyunsaturated-fat"), (protein * 2.5, 0, "mg cholesterol"),
      (kcal * 1.2 + protein * 8, 0, "mg potassium"), (protein * 4 + carbs * 0.5, 0, "mg calcium"),
      (protein * 0.08 + fibre * 0.2, 2, "mg iron"), (fibre * 9 + protein * 1.2, 0, "mg magnesium"),
      (protein * 0.12, 2, "mg zinc"), (fibre * 2.5, 1, "mg vitamin-c"),
      (protein * 0.05, 2, "µg vitamin-b12"), (fibre * 12 + carbs * 0.3, 0, "µg folate"),
    ]
    return items.map { " \(canonical($0, decimals: $1)) \($2)" }.joined()
  }

  /// The snapshot spelling `larder add` writes: `228 kcal 8.1p 40.5c 4.1f`.
  var snapshotText: String {
    "\(canonical(kcal, decimals: 0)) kcal \(canonical(protein))p \(canonical(carbs))c "
      + "\(canonical(fat))f"
  }

  /// These nutrients as the library file states them, so that a snapshot computed from the
  /// rounded values is exactly what Larder computes from the file.
  var roundedAsWritten: Nutrients {
    var result = self
    result.kcal = rounded(kcal, decimals: 0)
    result.protein = rounded(protein)
    result.carbs = rounded(carbs)
    result.fat = rounded(fat)
    result.fibre = rounded(fibre)
    result.sugars = rounded(sugars)
    result.sodium = rounded(sodium, decimals: 0)
    return result
  }
}
