//! Embeds every `rulings/*.yaml` file: writes `$OUT_DIR/rulings_files.rs`, a list of
//! `(file name, include_str!(...))` pairs, so files added to `rulings/` later are picked up
//! without code changes.

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let dir = manifest.join("rulings");
    println!("cargo:rerun-if-changed=rulings");
    let mut names: Vec<String> = Vec::new();
    if let Ok(read) = fs::read_dir(&dir) {
        for entry in read.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".yaml") && entry.path().is_file() {
                println!("cargo:rerun-if-changed=rulings/{name}");
                names.push(name);
            }
        }
    }
    names.sort();
    let mut out = String::from("/// Every `rulings/*.yaml` file, by file name, sorted.\n");
    out.push_str("pub(crate) static FILES: &[(&str, &str)] = &[\n");
    for name in &names {
        let path = dir.join(name);
        out.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            name,
            path.to_string_lossy()
        ));
    }
    out.push_str("];\n");
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
    fs::write(out_dir.join("rulings_files.rs"), out).expect("write rulings_files.rs");
}
