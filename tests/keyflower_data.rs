//! Data integrity: every rule id and message key the engine uses exists, both Fluent files
//! have the same ids and variables, the examples load, and `tiles show` says what each tile does.

use std::collections::BTreeMap;

use crate::common::arbiter;

fn ftl(lang: &str) -> BTreeMap<String, Vec<String>> {
    let mut text = String::new();
    for e in std::fs::read_dir(format!("locales/{lang}")).unwrap() {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("keyflower") && name.ends_with(".ftl") {
            text.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
    // A message runs from its `id = ` line over the indented lines after it (selectors).
    let mut messages: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        match line.split_once(" = ") {
            Some((id, value)) if !line.starts_with([' ', '}', '#']) => {
                messages.push((id.to_string(), value.to_string()))
            }
            _ if line.starts_with([' ', '}']) => {
                if let Some((_, value)) = messages.last_mut() {
                    value.push('\n');
                    value.push_str(line);
                }
            }
            _ => {}
        }
    }
    let mut out = BTreeMap::new();
    for (id, value) in messages {
        let mut vars: Vec<String> = value
            .split("{ $")
            .skip(1)
            .map(|s| s.split([' ', '}']).next().unwrap().to_string())
            .collect();
        vars.sort();
        vars.dedup();
        out.insert(id, vars);
    }
    out
}

fn source_strings(prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["crates/engine/src/keyflower", "crates/format/src"] {
        for path in crate::common::rust_files(std::path::Path::new(dir)) {
            let text = std::fs::read_to_string(path).unwrap();
            for part in text.split('"').skip(1).step_by(2) {
                if part.starts_with(prefix)
                    && part.chars().all(|c| {
                        c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.'
                    })
                {
                    out.push(part.to_string());
                }
            }
        }
    }
    out
}

#[test]
fn fluent_files_agree_and_cover_the_engine() {
    let en = ftl("en");
    let nl = ftl("nl");
    assert_eq!(en, nl, "ids and variables differ between en and nl");
    for key in source_strings("kf-") {
        assert!(en.contains_key(&key), "missing message {key}");
    }
    for t in arbiter_engine::keyflower::catalogue::TILES.iter() {
        assert!(en.contains_key(&format!("kf-tile-{}", t.key)), "{}", t.key);
    }
}

#[test]
fn rule_ids_exist() {
    let text = std::fs::read_to_string("rulings/keyflower.yaml").unwrap();
    let entries: Vec<serde_json::Value> = serde_saphyr::from_str(&text).unwrap();
    let ids: Vec<&str> = entries.iter().map(|e| e["id"].as_str().unwrap()).collect();
    for id in source_strings("kf.") {
        assert!(
            ids.contains(&id.as_str()),
            "rule {id} is not in rulings/keyflower.yaml"
        );
    }
    for e in &entries {
        assert_eq!(e["game"], "keyflower");
        assert!(!e["text"]["nl"].as_str().unwrap().is_empty());
    }
    for o in arbiter_engine::keyflower::options::OPTIONS {
        assert!(ids.contains(&o.rule), "{}", o.rule);
    }
}

#[test]
fn examples_load() {
    let end = std::fs::read_to_string("examples/keyflower-end-game.yaml").unwrap();
    let pos = arbiter_format::keyflower::load_position(&end).unwrap();
    assert!(pos.problems().is_empty());
    let summer = std::fs::read_to_string("examples/keyflower-summer.yaml").unwrap();
    let (pos, mv) = arbiter_format::keyflower::load_with_move(&summer).unwrap();
    assert!(arbiter_engine::keyflower::adjudicate(&pos, &mv.unwrap()).is_legal());
}

/// A position with more pieces than the box holds, or a tile twice, is refused before the
/// exact allocation runs (which could otherwise take unbounded time on such input).
#[test]
fn impossible_positions_are_not_scored() {
    let base = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/keyflower-end-game.yaml"
    ))
    .unwrap();
    let pos = arbiter_format::keyflower::load_position(&base).unwrap();
    assert!(arbiter_engine::keyflower::score(&pos).is_ok());
    let doubled = base.replace(
        "      - {tile: windmill, at: [13, 0], rotation: 3, edges: RFFFFF}",
        "      - {tile: windmill, at: [13, 0], rotation: 3, edges: RFFFFF}\n      - {tile: windmill, at: [14, 0], edges: RFFFFF}",
    );
    assert_ne!(doubled, base);
    let pos = arbiter_format::keyflower::load_position(&doubled).unwrap();
    let blocking = arbiter_engine::keyflower::score(&pos).unwrap_err();
    assert!(blocking
        .problems()
        .iter()
        .any(|p| p.rule == "kf.setup.unique-tiles"));
}

/// The Keyflower schema lists what the reader accepts, from the same tables: every option with
/// its values (default first), every tile key.
#[test]
fn keyflower_schema_comes_from_the_engine_tables() {
    use arbiter_engine::keyflower::catalogue::TILES;
    use arbiter_engine::keyflower::options::OPTIONS;
    let schema = arbiter_format::schema::keyflower_position();
    let options = &schema["properties"]["options"]["properties"];
    for option in OPTIONS {
        let values: Vec<&str> = options[option.name]["enum"]
            .as_array()
            .unwrap_or_else(|| panic!("{} missing", option.name))
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(values, option.values, "{}", option.name);
        assert_eq!(options[option.name]["default"], option.values[0]);
    }
    let text = schema.to_string();
    for tile in TILES.iter() {
        assert!(text.contains(&format!("\"{}\"", tile.key)), "{}", tile.key);
    }
    // An option the table does not know is refused, naming the known ones.
    let position = "game: keyflower\nseason: end\noptions: {sea-bastian: union}\nplayers: []\n";
    let errors = arbiter_format::keyflower::load_position(position).unwrap_err();
    assert_eq!(errors[0].message.key, "kf-input-bad-option");
    assert_eq!(errors[0].loc.line, 3);
}

/// `tiles --game keyflower` lists every key with its English and Dutch names.
#[test]
fn keyflower_tiles_list_keys_in_both_languages() {
    let out = assert_cmd::Command::cargo_bin("arbiter")
        .unwrap()
        .args([
            "--lang",
            "en",
            "--format",
            "json",
            "tiles",
            "--game",
            "keyflower",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let tiles = value["tiles"].as_array().unwrap();
    assert_eq!(
        tiles.len(),
        arbiter_engine::keyflower::catalogue::TILES.len()
    );
    let brewer = tiles.iter().find(|t| t["key"] == "brewer").unwrap();
    assert_eq!(
        (brewer["en"].as_str(), brewer["nl"].as_str()),
        (Some("Brewer"), Some("Brouwer"))
    );
}

/// The options table of `docs/keyflower-position.md` says what the one option declaration
/// says: every option, its values, the default in bold and first.
#[test]
fn documented_options_match_the_declaration() {
    let docs = std::fs::read_to_string("docs/keyflower-position.md").unwrap();
    for option in arbiter_engine::keyflower::options::OPTIONS {
        let row = docs
            .lines()
            .find(|l| l.starts_with(&format!("| `{}` |", option.name)))
            .unwrap_or_else(|| panic!("{} is not documented", option.name));
        let mut values = vec![format!("**{}**", option.values[0])];
        values.extend(option.values[1..].iter().map(|v| v.to_string()));
        assert!(row.contains(&values.join(", ")), "{row}");
    }
}

/// `move --help` shows the Keyflower form of a move, in both languages.
#[test]
fn move_help_shows_the_keyflower_form() {
    for (lang, words) in [
        ("en", "not the bid's new total"),
        ("nl", "niet het nieuwe totaal"),
    ] {
        let out = assert_cmd::Command::cargo_bin("arbiter")
            .unwrap()
            .args(["--lang", lang, "move", "--help"])
            .output()
            .unwrap();
        // Help is wrapped to the terminal's width: compare with the spaces folded.
        let help = String::from_utf8(out.stdout)
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let example = if lang == "nl" {
            "zet: {speler: Anna, bod: {tegel: brouwer"
        } else {
            "move: {player: Anna, bid: {tile: brewer"
        };
        assert!(help.contains(example), "{help}");
        assert!(help.contains(words), "{help}");
    }
}

/// `tiles show KEY --game keyflower` as a player reads it, in both languages: names, kind,
/// faces, points, cost and what the tile does on each face, every number with its source
/// (a cost of any resource read as words, a fan source's number said to be unconfirmed).
#[test]
fn tiles_show_says_what_a_tile_does() {
    for (name, lang, key) in [
        ("keyflower_tile_keywood_en", "en", "keywood"),
        ("keyflower_tile_keywood_nl", "nl", "keywood"),
        ("keyflower_tile_farrier_en", "en", "farrier"),
        ("keyflower_tile_farrier_nl", "nl", "farrier"),
        ("keyflower_tile_home_en", "en", "home-1"),
        ("keyflower_tile_home_nl", "nl", "Thuistegel 1"),
        ("keyflower_tile_barn_en", "en", "barn"),
        ("keyflower_tile_summer_boat_nl", "nl", "summer-boat-2"),
        ("keyflower_tile_sea_breese_en", "en", "sea-breese"),
        ("keyflower_tile_well_nl", "nl", "well"),
    ] {
        insta_cmd::assert_cmd_snapshot!(
            name,
            arbiter(&["--lang", lang, "tiles", "show", key, "--game", "keyflower"])
        );
    }
    insta_cmd::assert_cmd_snapshot!(
        "keyflower_tile_workshop_json",
        arbiter(&[
            "--format",
            "json",
            "tiles",
            "show",
            "workshop",
            "--game",
            "keyflower"
        ])
    );
}

/// Every tile of the catalogue is shown in both languages with every message put in words
/// (no raw message id), a "does" line for each of its effects, and no cost written as
/// "(resource)".
#[test]
fn tiles_show_works_for_every_tile() {
    for t in arbiter_engine::keyflower::catalogue::TILES.iter() {
        for lang in ["en", "nl"] {
            let out = arbiter(&[
                "--lang",
                lang,
                "tiles",
                "show",
                t.key,
                "--game",
                "keyflower",
            ])
            .output()
            .unwrap();
            assert_eq!(out.status.code(), Some(0), "{} {lang}", t.key);
            let text = String::from_utf8(out.stdout).unwrap();
            assert!(!text.contains("kf-"), "{} {lang}:\n{text}", t.key);
            assert!(!text.contains("(resource)") && !text.contains("(grondstof)"));
            assert!(text.lines().count() >= 6, "{} {lang}:\n{text}", t.key);
        }
    }
}
