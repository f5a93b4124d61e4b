/// The members (or elements) of the objects (or arrays) the JSON reader has open, innermost on
/// top, so that each container is copied out once, at its exact size, when it closes.
///
/// Growing each container's own array one member at a time reallocated it up to four times for
/// a payload-sized object and left it up to twice as large as needed, in every parsed value the
/// simulator keeps. Containers close innermost first, so one stack serves every depth.
struct ScratchStack<Element>: ~Copyable {
  private var storage: UnsafeMutablePointer<Element>?
  private var capacity = 0
  /// How many elements are on the stack.
  private(set) var count = 0

  init() {}

  deinit {
    // Elements are left behind only when reading stopped at a syntax error.
    if let storage {
      storage.deinitialize(count: count)
      storage.deallocate()
    }
  }

  /// The elements, for reading in place (`elements[i].key` borrows, it does not copy).
  var elements: UnsafePointer<Element>? { storage.map { UnsafePointer($0) } }

  /// Puts an element on top.
  mutating func push(_ element: Element) {
    if count == capacity { grow() }
    (storage! + count).initialize(to: element)
    count += 1
  }

  private mutating func grow() {
    let newCapacity = max(16, capacity * 2)
    let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let storage {
      newStorage.moveInitialize(from: storage, count: count)
      storage.deallocate()
    }
    storage = newStorage
    capacity = newCapacity
  }

  /// Moves the elements from position `start` to the top into an array of exactly their number,
  /// and takes them off the stack.
  mutating func pop(from start: Int) -> [Element] {
    let taken = count - start
    guard taken > 0, let storage else { return [] }
    // Each element is moved (no retain or release) into an array reserved at the exact size.
    // `Array(unsafeUninitializedCapacity:)` would do the same, but it looks up the array's
    // type at run time on every call, which cost more than the whole object took to read.
    var array: [Element] = []
    array.reserveCapacity(taken)
    for offset in start..<count { array.append((storage + offset).move()) }
    count = start
    return array
  }
}
