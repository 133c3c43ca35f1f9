/// What `Repository.pack()` did.
public struct PackSummary: Sendable, Equatable {
  /// Objects written into the new pack: everything reachable from a reference or the index.
  public let packedObjects: Int
  /// Loose objects deleted because the new pack holds them.
  public let removedLooseObjects: Int
  /// Loose objects left because nothing reaches them; git's own gc may prune them.
  public let keptLooseObjects: Int
  /// Older packs deleted because the new pack holds every object they had.
  public let removedPacks: Int

  /// Creates a summary.
  public init(
    packedObjects: Int, removedLooseObjects: Int, keptLooseObjects: Int, removedPacks: Int
  ) {
    self.packedObjects = packedObjects
    self.removedLooseObjects = removedLooseObjects
    self.keptLooseObjects = keptLooseObjects
    self.removedPacks = removedPacks
  }
}
