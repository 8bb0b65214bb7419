//! Bounded as a whole: a budget for a whole file, not only for each list (values in a YAML
//! file wherever written, a JCloisterZone save's values, objects, depth and replay), the
//! problems listed in JSON and YAML, pictures bounded by what they draw. Each big input is
//! generated here, run under a 256 MB address-space limit and a generous CPU limit
//! (`ulimit -v`, `ulimit -t`), and must end with exit status 2 naming the limit, not a crash.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A folder of its own for one test, removed when the test ends, passed or failed.
pub(crate) struct Scratch(PathBuf);

impl Scratch {
    pub(crate) fn new(name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("arbiter-bounded-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub(crate) fn path(&self) -> &Path {
        &self.0
    }

    pub(crate) fn write(&self, name: &str, text: impl AsRef<[u8]>) {
        std::fs::write(self.0.join(name), text).unwrap();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `arbiter --lang LANG ARGS` in `dir` under 256 MB of address space and 20 s of CPU (a
/// debug build is slow; time is not what is checked), standard input from `stdin` if given.
pub(crate) fn capped(dir: &Path, lang: &str, args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new("sh");
    cmd.current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .arg("-c")
        .arg("ulimit -v 262144; ulimit -t 20; exec \"$@\"")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--color", "never", "--lang", lang])
        .args(args);
    match stdin {
        Some(file) => cmd.stdin(std::fs::File::open(dir.join(file)).unwrap()),
        None => cmd.stdin(Stdio::null()),
    };
    let out = cmd.output().expect("sh runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    out
}

/// Exit status 2, within the caps, naming `limit` and a line:column of `file`.
pub(crate) fn refused(out: &Output, what: &str, limit: &str, place: &str) {
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{what}: killed or wrong status: {}",
        &said[..said.len().min(2_000)]
    );
    assert!(said.contains(limit), "{what}: no {limit} in {said}");
    assert!(said.contains(place), "{what}: no {place} in {said}");
    assert!(said.len() < 10_000, "{what}: {} bytes", said.len());
}

/// About 4 MB of one-key mappings under an unknown key: 1,000 lists of 1,000 `{a}`, a
/// million mappings in all, no list past its own limit.
fn million_mappings() -> String {
    let list = format!("  - [{}]\n", vec!["{a}"; 1_000].join(","));
    list.repeat(990)
}

const CARCASSONNE: &str = "game: carcassonne\nrules: {expansions: []}\nplayers: [{name: A, color: red}]\ntiles: [{tile: D, at: [0, 0]}]\n";

#[test]
fn a_file_of_a_million_values_is_refused_whatever_key_holds_them() {
    let dir = Scratch::new("values");
    let filler = million_mappings();
    let record = format!(
        "start:\n{}moves: []\nzzz:\n{filler}",
        CARCASSONNE
            .lines()
            .map(|l| format!("  {l}\n"))
            .collect::<String>()
    );
    let keyflower = format!(
        "game: keyflower\nseason: spring\nplayers: [{{name: A}}, {{name: B}}]\nzzz:\n{filler}"
    );
    let keyflower_record =
        format!("start:\n  game: keyflower\n  season: spring\n  players: [{{name: A}}, {{name: B}}]\nactions: []\nzzz:\n{filler}");
    dir.write("position.yaml", format!("{CARCASSONNE}zzz:\n{filler}"));
    dir.write("record.yaml", record);
    dir.write("keyflower.yaml", keyflower);
    dir.write("keyflower-record.yaml", keyflower_record);
    let cases: &[(&[&str], Option<&str>, &str)] = &[
        (&["check", "position.yaml"], None, "position.yaml:"),
        (&["replay", "record.yaml"], None, "record.yaml:"),
        (&["check", "keyflower.yaml"], None, "keyflower.yaml:"),
        (
            &["replay", "keyflower-record.yaml"],
            None,
            "keyflower-record.yaml:",
        ),
        (
            &["render", "position.yaml", "-o", "out.svg"],
            None,
            "position.yaml:",
        ),
        (&["settle", "-"], Some("position.yaml"), ":"),
    ];
    for (args, stdin, place) in cases {
        for (lang, limit) in [("en", "1500000"), ("nl", "1500000")] {
            let out = capped(dir.path(), lang, args, *stdin);
            refused(&out, &format!("{args:?} {lang}"), limit, place);
        }
    }
    let out = capped(dir.path(), "en", &["check", "position.yaml"], None);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("more values"), "{said}");
    assert!(!dir.path().join("out.svg").exists());
}

/// A JCloisterZone save of one real game, with `extra` added as a field of its own.
fn save_with(field: &str, extra: &str) -> String {
    let real =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jcz/river.jcz"))
            .unwrap();
    let body = real.trim_end().strip_suffix('}').unwrap();
    format!("{body},\n\"{field}\": {extra}\n}}\n")
}

#[test]
fn a_save_is_bounded_in_values_objects_depth_and_replay() {
    let dir = Scratch::new("jcz");
    let objects = format!("[{}]", vec![r#"{"a":0}"#; 498_000].join(","));
    dir.write("objects.jcz", save_with("zzz", &objects));
    let values = format!("[{}]", vec!["0"; 1_000_000].join(","));
    dir.write("values.jcz", save_with("zzz", &values));
    dir.write(
        "deep.jcz",
        save_with("zzz", &("[".repeat(40) + &"]".repeat(40))),
    );
    let cases = [
        ("objects.jcz", "50000"),
        ("values.jcz", "200000"),
        ("deep.jcz", "32"),
    ];
    for (file, limit) in cases {
        for lang in ["en", "nl"] {
            let out = capped(dir.path(), lang, &["import", file, "-o", "out.yaml"], None);
            refused(&out, file, limit, &format!("{file}:"));
        }
    }
    // A replay past its limit (20,001 UNDO messages before the real ones): refused whole.
    let real = save_with("zzz", "0");
    let open = real.find("\"replay\"").unwrap()
        + real[real.find("\"replay\"").unwrap()..].find('[').unwrap();
    let undo = vec![r#"{"type":"UNDO"}"#; 20_001].join(",");
    dir.write(
        "long.jcz",
        format!("{}[{undo},{}", &real[..open], &real[open + 1..]),
    );
    for lang in ["en", "nl"] {
        let out = capped(dir.path(), lang, &["import", "long.jcz"], None);
        refused(&out, "long.jcz", "20000", "20")
    }
    // The real saves import as before.
    let out = capped(
        dir.path(),
        "en",
        &[
            "import",
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/jcz/river.jcz")
                .to_str()
                .unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn keyflower_problems_in_json_and_yaml_are_capped_and_counted() {
    let dir = Scratch::new("kf-problems");
    let mut yaml = String::from("game: keyflower\nseason: spring\nplayers:\n");
    for p in 0..100 {
        yaml.push_str(&format!(
            "  - name: P{p}\n    winter_tiles: [home-1, home-2]\n"
        ));
    }
    dir.write("many.yaml", yaml);
    for format in ["json", "yaml"] {
        let out = capped(
            dir.path(),
            "en",
            &["--format", format, "check", "many.yaml"],
            None,
        );
        assert_eq!(out.status.code(), Some(1));
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(said.matches("severity").count(), 100, "{format}");
        assert!(said.contains("problems_not_shown"), "{format}: {said}");
    }
}

/// A square board of `side` × `side` monasteries, each holding `pieces` followers.
fn crowded_board(side: usize, pieces: usize) -> String {
    let piece = "{owner: red, kind: follower, feature: monastery}";
    let list = vec![piece; pieces].join(", ");
    let mut yaml = String::from(
        "game: carcassonne\nrules: {expansions: []}\nplayers: [{name: A, color: red}, {name: B, color: blue}]\ntiles:\n",
    );
    for y in 0..side {
        for x in 0..side {
            yaml.push_str(&format!(
                "  - {{tile: B, at: [{x}, {y}], pieces: [{list}]}}\n"
            ));
        }
    }
    yaml
}

#[test]
fn pictures_are_bounded_by_tiles_pieces_and_highlights_together() {
    let dir = Scratch::new("drawn");
    dir.write("crowded.yaml", crowded_board(50, 32));
    dir.write("eight.yaml", crowded_board(50, 8));
    let cases: &[&[&str]] = &[
        &["render", "crowded.yaml", "-o", "crowded.png"],
        &["render", "eight.yaml", "--highlight", "-o", "eight.png"],
        &["--format", "png", "render", "eight.yaml"],
    ];
    for args in cases {
        for lang in ["en", "nl"] {
            let out = capped(dir.path(), lang, args, None);
            refused(&out, &format!("{args:?} {lang}"), "10000", "");
        }
    }
    assert!(!dir.path().join("crowded.png").exists());
    // The same board as SVG is within the SVG's budget; a real-sized board as PNG is drawn.
    let out = capped(
        dir.path(),
        "en",
        &["render", "crowded.yaml", "-o", "crowded.svg"],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    dir.write("small.yaml", crowded_board(15, 2));
    let out = capped(
        dir.path(),
        "en",
        &["render", "small.yaml", "--highlight", "-o", "small.png"],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn names_with_characters_xml_refuses_make_pictures_that_read_back() {
    let dir = Scratch::new("xml-names");
    dir.write(
        "names.yaml",
        "game: carcassonne\nplayers:\n  - {name: \"Eve\\uFFFE\\uFFFF\\uFDD0\\U0001FFFE!\", color: red}\n  - {name: \"<b>&\", color: blue}\ntiles: [{tile: D, at: [0, 0], pieces: [{owner: red, kind: follower, feature: \"city:N\"}]}]\n",
    );
    for (file, format) in [("names.png", "table"), ("names.svg", "table")] {
        let out = capped(
            dir.path(),
            "en",
            &["--format", format, "render", "names.yaml", "-o", file],
            None,
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let svg = std::fs::read_to_string(dir.path().join("names.svg")).unwrap();
    let refused_by_xml = |c: char| {
        let u = u32::from(c);
        (u < 0x20 && !matches!(c, '\t' | '\n' | '\r'))
            || (0xFDD0..=0xFDEF).contains(&u)
            || u & 0xFFFE == 0xFFFE
    };
    assert!(!svg.chars().any(refused_by_xml), "{svg}");
    assert!(
        svg.contains("Eve\\u{fffe}\\u{ffff}\\u{fdd0}\\u{1fffe}!"),
        "{svg}"
    );
    assert!(svg.contains("&lt;b&gt;&amp;"));
}

/// `arbiter --lang LANG ARGS` in `dir`, without limits.
fn plain(dir: &Path, lang: &str, args: &[&str]) -> Output {
    capped(dir, lang, args, None)
}

#[test]
fn links_and_devices_at_the_output_path_are_refused_but_dev_null() {
    let dir = Scratch::new("links");
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/base-game.yaml");
    let base = base.to_str().unwrap();
    for (name, to) in [
        ("block.svg", "/dev/loop0"),
        ("null.svg", "/dev/null"),
        ("zero.svg", "/dev/zero"),
    ] {
        std::os::unix::fs::symlink(to, dir.path().join(name)).unwrap();
        for lang in ["en", "nl"] {
            let out = plain(dir.path(), lang, &["render", base, "-o", name]);
            refused(&out, name, name, "");
        }
    }
    // A device named as it is: only /dev/null (and /dev/stdout, standard output) is written.
    let out = plain(dir.path(), "en", &["render", base, "-o", "/dev/zero"]);
    refused(&out, "/dev/zero", "/dev/zero", "");
    for ok in ["/dev/null", "/dev/stdout", "-"] {
        let out = plain(dir.path(), "en", &["render", base, "-o", ok]);
        assert_eq!(out.status.code(), Some(0), "{ok}");
    }
}

#[test]
fn only_arbiter_s_own_page_and_text_view_are_replaced() {
    let dir = Scratch::new("own");
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/base-game.yaml");
    let base = base.to_str().unwrap();
    // The user's own page in the export folder stays; arbiter's own page is replaced.
    std::fs::create_dir(dir.path().join("site")).unwrap();
    let mine =
        "<!doctype html>\n<html><head><title>My site</title></head><body>mine</body></html>\n";
    dir.write("site/index.html", mine);
    for lang in ["en", "nl"] {
        let out = plain(dir.path(), lang, &["rulings", "export", "--html", "site"]);
        refused(&out, "site", "index.html", "");
    }
    assert_eq!(
        std::fs::read_to_string(dir.path().join("site/index.html")).unwrap(),
        mine
    );
    std::fs::remove_file(dir.path().join("site/index.html")).unwrap();
    for _ in 0..2 {
        let out = plain(dir.path(), "en", &["rulings", "export", "--html", "site"]);
        assert_eq!(out.status.code(), Some(0));
    }
    // Notes whose first line is numbers are not a text view; arbiter's own view is replaced.
    let notes = "1 2 3\nbuy milk\n";
    dir.write("notes.txt", notes);
    let out = plain(
        dir.path(),
        "en",
        &["render", base, "--terminal", "-o", "notes.txt"],
    );
    refused(&out, "notes", "notes.txt", "");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        notes
    );
    for _ in 0..2 {
        let out = plain(
            dir.path(),
            "en",
            &["render", base, "--terminal", "-o", "view.txt"],
        );
        assert_eq!(out.status.code(), Some(0));
    }
}

#[test]
fn when_every_temporary_name_is_taken_the_refusal_names_one_of_them() {
    let dir = Scratch::new("temps");
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/base-game.yaml");
    // Plant the names the child will try: `sh` execs arbiter, so its process id is the one
    // `sh` had, which the script writes them with.
    let script = format!(
        "i=0; while [ $i -lt 100 ]; do : > \".out.svg.arbiter-$$-$i.tmp\"; i=$((i+1)); done; exec '{}' --color never render '{}' -o out.svg",
        env!("CARGO_BIN_EXE_arbiter"),
        base.display()
    );
    let out = Command::new("sh")
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .args(["-c", &script])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains(".out.svg.arbiter-") && said.contains("-0.tmp"),
        "{said}"
    );
    assert!(!dir.path().join("out.svg").exists());
}
