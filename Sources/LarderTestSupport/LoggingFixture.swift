/// The meal slots and the small food library that the logging tests read, the same in the
/// journal's tests and end to end: the default slots plus a manual Brunch; six foods with
/// aliases, measures, a density and categories; and a recipe of three of them.
public enum LoggingFixture {
  /// `meals.yaml`.
  public static let meals = """
    meals:
      Breakfast: 04:00-10:00
      Morning Snack: 10:00-11:30
      Lunch: 11:30-14:00
      Afternoon Snack: 14:00-17:00
      Dinner: 17:00-21:00
      Late Night: 21:00-24:00
      Midnight: 00:00-04:00
      Brunch: 10:00-13:00, manual

    """

  /// A library file (`foods/NAME.yaml`).
  public static let foods = """
    foods:
      Chicken breast, grilled:
        aliases: chicken breast
        nutrition: 165 kcal 31p 0c 3.6f
        category: Protein Sources
        portion: 120 g
      Whole-wheat toast:
        aliases: toast
        nutrition: 306 kcal 16.3p 51.2c 4.1f
        measures: slice = 25 g
        category: Starchy Sides
        portion: 60 g
      Egg:
        aliases: eggs
        nutrition: 143 kcal 12.6p 0.7c 9.5f
        measures: small = 38 g; medium = 44 g; large = 50 g
        category: Protein Sources
        portion: 120 g
      Rice, cooked:
        aliases: rice
        nutrition: 130 kcal 2.7p 28.2c 0.3f
        measures: cup = 158 g
        category: Starchy Sides
        portion: 150 g
      Olive oil:
        nutrition: 884 kcal 0p 0c 100f
        density: 0.91 g/ml
        category: Oils / Fats / Nuts
        portion: 10 ml
      Apple:
        nutrition: 52 kcal 0.3p 13.8c 0.2f
        measures: medium = 182 g
        category: Fruit
        portion: 120 g
    recipes:
      Chicken rice:
        servings: 2
        ingredients:
          - chicken breast 240 g
          - rice 300 g
          - olive oil 10 ml

    """
}
