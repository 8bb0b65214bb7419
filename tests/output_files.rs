//! Files never written outside the path given (issue 30, item 4): a symbolic link at the
//! output path is refused and what it points to left alone; a write past the file-size limit
//! is said and leaves nothing behind; a read-only file, a file with other hard links, a script
//! and an executable file are not replaced; text arbiter did not write is not replaced by a
//! text view; a long output name gets a temporary name that fits.

use crate::common;

use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::{arbiter, TempDir};

/// A fresh folder for the test `name`, removed when dropped.
fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("output-{name}"))
}

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

fn run(dir: &Path, args: &[&str]) -> Output {
    let out = arbiter(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("arbiter runs");
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("panicked"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn a_link_at_the_output_path_is_refused_and_its_target_left_alone() {
    let dir = scratch("link");
    let outside = dir.join("outside.html");
    std::fs::write(&outside, "<!doctype html><p>mine</p>").unwrap();
    std::fs::create_dir(dir.join("book")).unwrap();
    std::os::unix::fs::symlink(&outside, dir.join("book/index.html")).unwrap();
    for lang in ["en", "nl"] {
        let out = run(
            &dir,
            &["--lang", lang, "rulings", "export", "--html", "book"],
        );
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains("book/index.html"), "{}", stderr(&out));
        assert_eq!(
            std::fs::read_to_string(&outside).unwrap(),
            "<!doctype html><p>mine</p>"
        );
        assert!(std::fs::symlink_metadata(dir.join("book/index.html"))
            .unwrap()
            .file_type()
            .is_symlink());
    }
    // A dangling link too: nothing is created where it points.
    std::os::unix::fs::symlink(dir.join("nowhere.yaml"), dir.join("dangling.yaml")).unwrap();
    let base = example("base-game.yaml");
    let out = run(
        &dir,
        &["settle", base.to_str().unwrap(), "-o", "dangling.yaml"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(!dir.join("nowhere.yaml").exists());
    assert_eq!(names(&dir.join("book")), ["index.html"]);
    // A link to a device is refused too, whatever it points to; /dev/null named as it is
    // is written.
    std::os::unix::fs::symlink("/dev/null", dir.join("null.yaml")).unwrap();
    let out = run(&dir, &["settle", base.to_str().unwrap(), "-o", "null.yaml"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("null.yaml"), "{}", stderr(&out));
    let out = run(&dir, &["settle", base.to_str().unwrap(), "-o", "/dev/null"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn a_write_past_the_file_size_limit_is_said_and_leaves_nothing() {
    let dir = scratch("xfsz");
    let bin = env!("CARGO_BIN_EXE_arbiter");
    for (lang, words) in [("en", "too large"), ("nl", "te groot")] {
        // 1 block of 512 bytes: the tile sheet is far larger.
        let out = Command::new("sh")
            .current_dir(&dir)
            .args([
                "-c",
                &format!("ulimit -f 1; exec '{bin}' --lang {lang} tiles sheet -o sheet.svg"),
            ])
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(2),
            "killed by a signal? {:?} {}",
            out.status,
            stderr(&out)
        );
        assert!(stderr(&out).contains("sheet.svg"), "{}", stderr(&out));
        assert!(stderr(&out).contains(words), "{}", stderr(&out));
        assert!(names(&dir).is_empty(), "left behind: {:?}", names(&dir));
    }
    // Standard output redirected to a file under the limit: said too.
    let out = Command::new("sh")
        .current_dir(&dir)
        .args([
            "-c",
            &format!("ulimit -f 1; exec '{bin}' tiles sheet > piped.svg"),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{:?}", out.status);
    assert!(stderr(&out).contains("too large"), "{}", stderr(&out));
}

#[test]
fn a_read_only_file_is_not_replaced() {
    let dir = scratch("read-only");
    std::fs::copy(example("base-game.yaml"), dir.join("pos.yaml")).unwrap();
    std::fs::set_permissions(dir.join("pos.yaml"), std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read(dir.join("pos.yaml")).unwrap();
    for args in [
        &["settle", "pos.yaml", "-o", "pos.yaml"][..],
        &["--lang", "nl", "settle", "pos.yaml", "-o", "pos.yaml"],
    ] {
        let out = run(&dir, args);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains("pos.yaml"), "{}", stderr(&out));
        assert!(
            stderr(&out).contains("read-only") || stderr(&out).contains("alleen-lezen"),
            "{}",
            stderr(&out)
        );
    }
    assert_eq!(std::fs::read(dir.join("pos.yaml")).unwrap(), before);
    let mode = std::fs::metadata(dir.join("pos.yaml"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o444);
    // Made writable, it is replaced as before.
    std::fs::set_permissions(dir.join("pos.yaml"), std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = run(&dir, &["settle", "pos.yaml", "-o", "pos.yaml"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

/// Another user's file that only its owner may write (0644, owned by root), written by
/// `nobody` in a folder everybody may write: refused, as `>` refuses it. Skipped when the test
/// cannot switch users (not root, or no `setpriv`). `nobody` runs a copy of the binary on a
/// copy of the example, both in a folder everybody may read, so that the test passes wherever
/// the repository lies, a folder only its owner may enter included.
#[test]
fn another_users_file_is_not_replaced() {
    let readable = scratch("other-user-reads");
    std::fs::set_permissions(&readable, std::fs::Permissions::from_mode(0o755)).unwrap();
    let bin = readable.join("arbiter");
    std::fs::copy(env!("CARGO_BIN_EXE_arbiter"), &bin).unwrap();
    std::fs::set_permissions(&bin, std::fs::Permissions::from_mode(0o755)).unwrap();
    let base = readable.join("base-game.yaml");
    std::fs::copy(example("base-game.yaml"), &base).unwrap();
    std::fs::set_permissions(&base, std::fs::Permissions::from_mode(0o644)).unwrap();
    let dir = scratch("other-user");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    std::fs::copy(example("base-game.yaml"), dir.join("theirs.yaml")).unwrap();
    std::fs::set_permissions(
        dir.join("theirs.yaml"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();
    let before = std::fs::read(dir.join("theirs.yaml")).unwrap();
    let switch = || {
        Command::new("setpriv")
            .current_dir(&dir)
            .args([
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
                bin.to_str().unwrap(),
                "--color",
                "never",
                "settle",
                base.to_str().unwrap(),
                "-o",
                "theirs.yaml",
            ])
            .env("NO_COLOR", "1")
            .output()
    };
    // A process another test forks while the copy is being written holds it open for writing
    // until that process starts its own program; executing the copy meanwhile fails with
    // "Text file busy", so such a failure is tried again.
    let mut switched = switch();
    for _ in 0..10 {
        match &switched {
            Ok(out) if stderr(out).contains("Text file busy") => {
                std::thread::sleep(std::time::Duration::from_millis(100));
                switched = switch();
            }
            _ => break,
        }
    }
    let Ok(out) = switched else {
        eprintln!("skipped: no setpriv");
        return;
    };
    if stderr(&out).contains("setpriv") {
        eprintln!("skipped: cannot switch users: {}", stderr(&out));
        return;
    }
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("read-only"), "{}", stderr(&out));
    assert_eq!(std::fs::read(dir.join("theirs.yaml")).unwrap(), before);
    assert_eq!(names(&dir), ["theirs.yaml"]);
}

#[test]
fn a_file_with_other_hard_links_is_not_replaced() {
    let dir = scratch("hard-link");
    std::fs::copy(example("base-game.yaml"), dir.join("pos.yaml")).unwrap();
    std::fs::hard_link(dir.join("pos.yaml"), dir.join("other-name.yaml")).unwrap();
    let before = std::fs::read(dir.join("pos.yaml")).unwrap();
    let out = run(&dir, &["settle", "pos.yaml", "-o", "pos.yaml"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("2 names"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("now holds"), "{}", stderr(&out));
    let out = run(
        &dir,
        &[
            "--lang",
            "nl",
            "settle",
            "pos.yaml",
            "-o",
            "other-name.yaml",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("2 namen"), "{}", stderr(&out));
    assert_eq!(std::fs::read(dir.join("pos.yaml")).unwrap(), before);
    assert_eq!(std::fs::read(dir.join("other-name.yaml")).unwrap(), before);
    use std::os::unix::fs::MetadataExt as _;
    assert_eq!(std::fs::metadata(dir.join("pos.yaml")).unwrap().nlink(), 2);
}

#[test]
fn scripts_executables_and_other_text_are_not_arbiters_to_replace() {
    let dir = scratch("text");
    let base = example("base-game.yaml");
    let base = base.to_str().unwrap();
    std::fs::write(dir.join("myscript.sh"), "#!/bin/sh\necho hello\n").unwrap();
    std::fs::write(dir.join("notes.txt"), "Remember: bring the river tiles.\n").unwrap();
    std::fs::write(dir.join("tool"), "").unwrap();
    std::fs::set_permissions(dir.join("tool"), std::fs::Permissions::from_mode(0o755)).unwrap();
    for (file, said) in [
        ("myscript.sh", "a script"),
        ("notes.txt", "text arbiter did not write"),
        ("tool", "a script"),
    ] {
        let before = std::fs::read(dir.join(file)).unwrap();
        let out = run(&dir, &["render", base, "--terminal", "-o", file]);
        assert_eq!(out.status.code(), Some(2), "{file}: {}", stderr(&out));
        assert!(stderr(&out).contains(said), "{file}: {}", stderr(&out));
        assert_eq!(std::fs::read(dir.join(file)).unwrap(), before, "{file}");
    }
    // A script is not a position either, whatever its name.
    std::fs::write(dir.join("run.yaml"), "#!/usr/bin/env arbiter\n").unwrap();
    let out = run(&dir, &["settle", base, "-o", "run.yaml"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    // A text view arbiter wrote is replaced by another.
    let out = run(&dir, &["render", base, "--terminal", "-o", "view.txt"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = run(&dir, &["render", base, "--terminal", "-o", "view.txt"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn a_long_output_name_gets_a_temporary_name_that_fits() {
    let dir = scratch("long-name");
    let base = example("base-game.yaml");
    for len in [250, 255] {
        let name = format!("{}.yaml", "x".repeat(len - 5));
        let out = run(&dir, &["settle", base.to_str().unwrap(), "-o", &name]);
        assert_eq!(out.status.code(), Some(0), "{len}: {}", stderr(&out));
        assert!(dir.join(&name).exists());
    }
    // Cut at a character boundary: a name of two-byte letters.
    let name = format!("{}.yaml", "é".repeat(125));
    let out = run(&dir, &["settle", base.to_str().unwrap(), "-o", &name]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(names(&dir).len(), 3, "{:?}", names(&dir));
}
