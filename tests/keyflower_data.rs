//! Data integrity: every rule id and message key the engine uses exists, both Fluent files
//! have the same ids and variables, and the examples load.

use std::collections::BTreeMap;

fn ftl(lang: &str) -> BTreeMap<String, Vec<String>> {
    let text = std::fs::read_to_string(format!("locales/{lang}/keyflower.ftl")).unwrap();
    let mut out = BTreeMap::new();
    for line in text.lines() {
        if let Some((id, value)) = line.split_once(" = ") {
            let mut vars: Vec<String> = value
                .split("{ $")
                .skip(1)
                .map(|s| s.split(' ').next().unwrap().to_string())
                .collect();
            vars.sort();
            vars.dedup();
            out.insert(id.to_string(), vars);
        }
    }
    out
}

fn source_strings(prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["src/keyflower", "src/format"] {
        for e in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
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
    for t in arbiter::keyflower::catalogue::TILES {
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
    for o in arbiter::keyflower::options::OPTIONS {
        assert!(ids.contains(&o.rule), "{}", o.rule);
    }
}

#[test]
fn examples_load() {
    let end = std::fs::read_to_string("examples/keyflower-end-game.yaml").unwrap();
    let pos = arbiter::format::keyflower::load_position(&end).unwrap();
    assert!(arbiter::keyflower::check(&pos).is_empty());
    let summer = std::fs::read_to_string("examples/keyflower-summer.yaml").unwrap();
    let (pos, mv) = arbiter::format::keyflower::load_with_move(&summer).unwrap();
    assert!(arbiter::keyflower::adjudicate(&pos, &mv.unwrap()).is_legal());
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
    let pos = arbiter::format::keyflower::load_position(&base).unwrap();
    assert!(arbiter::keyflower::scorable(&pos).is_ok());
    let doubled = base.replace(
        "      - {tile: windmill, at: [36, 0], edges: RFFFFF}",
        "      - {tile: windmill, at: [36, 0], edges: RFFFFF}\n      - {tile: windmill, at: [39, 0], edges: RFFFFF}",
    );
    assert_ne!(doubled, base);
    let pos = arbiter::format::keyflower::load_position(&doubled).unwrap();
    let blocking = arbiter::keyflower::scorable(&pos).unwrap_err();
    assert!(blocking.iter().any(|p| p.rule == "kf.setup.unique-tiles"));
}
