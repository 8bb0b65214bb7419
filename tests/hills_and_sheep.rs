//! Hills & Sheep against JCloisterZone (read from `../shared`, skipped with a message where
//! that folder is absent): JCloisterZone's own Hills & Sheep scenarios (two cities sharing an
//! edge, with abbeys; vineyards; shepherds, their draws rebuilt from the saves' random numbers) imported and replayed reach their asserted scores.

#[test]
fn jcloisterzone_scenarios_reach_their_asserted_scores() {
    let Some(dir) =
        crate::common::shared::shared_path("reference/jcz-scenarios-classic/hills-and-sheep")
    else {
        return;
    };
    for name in [
        "flock-deploy-on-closed-farm",
        "flock-expand-on-closed",
        "flock-inner-farm",
        "flock-multiple-shepherds",
        "flock-opponent-close-flock",
        "flock-scores-all-players",
        "flock-scoring",
        "multi_city_merge",
        "multi_city_merge2",
        "multi_city_merge3",
        "multi_city_merge_abbey",
        "multi_city_merge_abbey2",
        "multi_city_merge_open",
        "vineyards-incomplete-monastery",
        "vineyards-monastery",
    ] {
        crate::jcz_import::check_file(&dir.join(format!("{name}.jcz")))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

/// The totals `arbiter score` gives `position` (standard input) under `rules`.
fn totals(position: &str, rules: &[&str]) -> Vec<i64> {
    let mut args = vec!["--format", "json", "score", "-"];
    args.extend_from_slice(rules);
    let (code, out, err) = crate::common::run_with_input(&args, position);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    v["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["total"].as_i64().expect("total"))
        .collect()
}

/// The example's tie for a city goes to the knight on the hill, under either tie-break; the
/// same city with the hill tile's vineyard twin (same city, no hill) is shared.
#[test]
fn a_hill_breaks_a_tie_for_a_city() {
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/hills-and-sheep.yaml"
    ))
    .expect("the example");
    assert_eq!(totals(&example, &[]), vec![3, 0]);
    let count = ["--rules", "hill-tiebreaker=number-of-followers"];
    assert_eq!(totals(&example, &count), vec![3, 0]);
    let flat = example.replace("tile: HS/Cc.h.1", "tile: HS/Cc.v");
    assert_eq!(totals(&flat, &[]), vec![3, 3]);
    // With Hills & Sheep not in play, its tiles are there but the hill decides nothing.
    let off = example.replace("expansions: [hills-and-sheep]", "expansions: []");
    let (code, _, _) = crate::common::run_with_input(&["check", "-"], &off);
    assert_eq!(
        code, 1,
        "a Hills & Sheep tile without the expansion is illegal"
    );
}
