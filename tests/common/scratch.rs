//! Scratch folders for the tests' files: each one a fresh folder under the system's temporary
//! folder, removed with everything in it when the value is dropped, which happens at the end
//! of the test whether it passes or panics (unwinding runs `Drop`). A test keeps its folder
//! by holding the value: `let dir = TempDir::new("name");` for the whole test.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder `arbiter-<name>-<process>-<n>` in the temporary folder, removed on drop.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// A new, empty folder; `name` says which test made it, should one ever be left behind.
    pub fn new(name: &str) -> TempDir {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("arbiter-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        TempDir { path }
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if std::fs::remove_dir_all(&self.path).is_ok() || !self.path.exists() {
            return;
        }
        // A test may have left a folder without write or search permission: give every
        // folder inside back to its owner and try again.
        writable(&self.path);
        if let Err(e) = std::fs::remove_dir_all(&self.path) {
            eprintln!("could not remove {}: {e}", self.path.display());
        }
    }
}

/// Makes `dir` and every folder below it (not following links) readable, writable and
/// searchable by its owner.
fn writable(dir: &Path) {
    use std::os::unix::fs::PermissionsExt as _;
    let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            writable(&entry.path());
        }
    }
}
