//! What the command-line tests share: the arbiter binary, run from the crate's folder with no
//! colour and no language from the environment (so English unless `--lang` says otherwise).

use std::process::Command;

pub mod rng;
pub mod seen;

/// `arbiter --color never ARGS`, ready to run.
pub fn arbiter(args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--color", "never"])
        .args(args);
    cmd
}

/// `arbiter --color never ARGS` run, its exit status and its standard output read as JSON.
pub fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let out = arbiter(args).output().unwrap();
    let value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)));
    (out.status.code().unwrap(), value)
}
