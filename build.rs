//! Links the `arbiter` binary as a position-dependent executable on Linux with the GNU
//! toolchain: its static tables (tiles, rulings, messages) hold some 17,000 pointers that a
//! position-independent executable has the loader fix up at every start, touching about 300
//! pages before `main`; linked at a fixed address they are resolved once, at link time. That
//! is a sixth of `score`'s time on a large position (docs/performance.md, "Linking"). Shared
//! libraries and the stack and heap are still placed at random; the executable's own code is
//! not.

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
