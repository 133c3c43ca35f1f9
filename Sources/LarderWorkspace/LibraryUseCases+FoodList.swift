import LarderCache
import LarderJournal
public import LarderModel

/// One food or recipe as `larder foods list` lists it.
public struct FoodListing: Sendable {
  /// The food or recipe.
  public let item: LibraryItem
  /// The library file that defines it.
  public let path: String
  /// Nutrition of one serving.
  public let nutrition: Nutrients
  /// Whether the item is a favourite.
  public let isFavorite: Bool
  /// Whether the item was logged in the last 30 days.
  public let isRecent: Bool
}

/// Which items `larder foods list` lists; every filter given must hold.
public struct FoodListFilter: Sendable {
  /// A library file, as its path (`foods/my-foods.yaml`) or its name (`my-foods`).
  public var file: String?
  /// Only favourites.
  public var favorites = false
  /// Only foods that count toward this category.
  public var category: String?
  /// Only items logged in the last 30 days.
  public var recent = false
  /// Only recipes.
  public var recipes = false

  /// A filter that lists everything.
  public init() {}
}

extension LibraryUseCases {
  /// The foods and recipes of the library that `filter` lets through, by file in path order
  /// and by name within a file.
  public func listFoods(_ filter: FoodListFilter, today: CalendarDate) throws(FoodsError)
    -> [FoodListing]
  {
    var plan: [(source: JournalSource, file: LibraryStamps.File)]
    let library: Workspace.IndexedLibrary
    let recent: Set<String>
    do throws(WorkspaceError) {
      let paths = try workspace.logging.planPaths()
      plan = try workspace.stampedSources(paths.filter { !$0.hasPrefix("foods/") })
      library = try workspace.indexedLibrary(
        paths.filter { $0.hasPrefix("foods/") }, names: true, plan: plan.map(\.source),
        today: today)
      recent = try recentlyUsed(library, plan: &plan, today: today)
    } catch {
      throw FoodsError(error)
    }
    let files = try Self.files(matching: filter.file, among: library.sources.map(\.path))
    let reader = workspace.reader(today: today)
    let whole =
      library.reading?.journal.library
      ?? reader.read(plan.map(\.source) + library.sources).journal.library
    let category = filter.category.map { Name($0).key }
    var listings: [FoodListing] = []
    // Each file read alone names the items it defines; the whole library gives their
    // nutrition, which may need items of other files.
    for source in library.sources where files.contains(source.path) {
      let alone = reader.read(plan.map(\.source) + [source]).journal.library
      let names = (alone.foods.map(\.name) + alone.recipes.map(\.name)).sorted { $0.key < $1.key }
      for name in names {
        guard let item = whole.item(named: name), item.name.key == name.key else { continue }
        let listing = Self.listing(item, path: source.path, library: whole, recent: recent)
        if filter.favorites, !listing.isFavorite { continue }
        if filter.recent, !listing.isRecent { continue }
        if filter.recipes, case .food = item { continue }
        if let category {
          guard case .food(let food) = item, food.category?.key == category else { continue }
        }
        listings.append(listing)
      }
    }
    return listings
  }

  /// The library files `file` names, as a path or a file name; all of them without `file`.
  private static func files(matching file: String?, among paths: [String]) throws(FoodsError)
    -> Set<String>
  {
    guard let file else { return Set(paths) }
    let matching = paths.filter { path in
      path == file || path == "foods/\(file)" || path == "foods/\(file).yaml"
    }
    guard matching.isEmpty else { return Set(matching) }
    throw FoodsError(
      "no library file \"\(file)\"",
      hint: paths.isEmpty
        ? "The library has no files yet; add a food with larder foods add."
        : "The library files are " + paths.joined(separator: ", ") + ".")
  }

  private static func listing(
    _ item: LibraryItem, path: String, library: FoodLibrary, recent: Set<String>
  ) -> FoodListing {
    let (nutrition, isFavorite) = serving(of: item, in: library)
    return FoodListing(
      item: item, path: path, nutrition: nutrition, isFavorite: isFavorite,
      isRecent: recent.contains(item.name.key))
  }
}
