/// A small food library that excerpts, lookups and outlines are tested on: foods with
/// aliases, a quoted name, measures, a blank line between entries, an unused food and a
/// recipe that uses another.
public enum LibraryFixture {
  /// The library file's text.
  public static let foods = """
    # My foods
    foods:
      Oatmeal, dry:
        aliases: oats; rolled oats
        nutrition: 379 kcal 13.2p 67.7c 6.5f
        category: Starchy Sides
        portion: 60 g
      Crème Fraîche:
        nutrition: 292 kcal 2.4p 3c 30f
      "Ben & Jerry's: cookie dough":
        nutrition: 270 kcal 4p 32c 14f
        category: Treats
        portion: 100 g
      Whole milk:
        serving: 100 ml
        nutrition: 62 kcal 3.2p 4.9c 3.3f  # per 100 ml
        category: Dairy
        portion: 200 ml

      Toast:
        nutrition: 265 kcal 9p 49c 3.2f
        measures: slice = 30 g
      Unused:
        nutrition: 1 kcal
    recipes:
      Overnight oats:
        servings: 2
        ingredients:
          - oats 120 g
          - base mix 1 serving
      Base mix:
        ingredients:
          - whole milk 400 ml

    """
}
