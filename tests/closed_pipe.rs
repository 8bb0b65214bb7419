//! Output cut short by the reader (`arbiter completions bash | head -1`) ends arbiter quietly,
//! without a panic, for the commands that write long texts.

use std::process::{Command, Stdio};

fn reader_leaves(args: &[&str]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader leaves before arbiter writes (as `head -1` does after its line): every
    // write then fails with a broken pipe.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(
        matches!(out.status.code(), Some(0) | Some(141)),
        "{args:?}: {:?} {stderr}",
        out.status
    );
}

#[test]
fn completions_and_man_stop_quietly_when_the_reader_leaves() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        reader_leaves(&["completions", shell]);
    }
    reader_leaves(&["man"]);
}
