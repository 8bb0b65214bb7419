//! `../shared`, the folder beside the repository that holds third-party reference data (the
//! JCloisterZone saves and scored positions, the FAQ seed, the position-file contract). It is
//! not part of the repository, so the tests that read it skip where it is absent, saying so;
//! with `ARBITER_SHARED=required` in the environment (as `.ci/run` sets) they fail instead.
//! Also compiled into `benches/readings.rs`.

use std::path::PathBuf;

/// The environment variable that makes the reference folder required.
pub const SWITCH: &str = "ARBITER_SHARED";

/// `../shared/<rel>` (a folder or a file) when it is there. When it is absent: a panic under
/// `ARBITER_SHARED=required`, otherwise a "skipped" line on standard error and `None`.
pub fn shared_path(rel: &str) -> Option<PathBuf> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(rel);
    if path.exists() {
        return Some(path);
    }
    let required = std::env::var(SWITCH).is_ok_and(|v| v == "required");
    assert!(
        !required,
        "{SWITCH}=required but ../shared/{rel} is missing ({}): put the shared reference \
         folder beside the repository",
        path.display()
    );
    eprintln!("skipped: ../shared/{rel} not found (with {SWITCH}=required this fails)");
    None
}
