#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few operating-system calls the CLI needs, without Foundation.
enum Platform {
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      _exit(status)
    #endif
  }
}
