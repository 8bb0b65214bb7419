//! A JCloisterZone save's `setup`: its tile sets, game elements and rules, read into the
//! record's rules, and refused where the save plays by something arbiter does not judge: an
//! unknown set, element or rule value, a piece dealt in another number than the box's with no
//! option to say so, or an expansion's tiles played without an element that changes how
//! JCloisterZone plays them ([`ExpansionDef::jcz_required`]).
//!
//! [`ExpansionDef::jcz_required`]: arbiter_engine::carcassonne::expansions::ExpansionDef::jcz_required

use arbiter_ids::msg;
use serde_json::{Map, Value};

use super::jcz::{error, missing, unrepresentable};
use super::record::RulesOut;
use super::InputError;
use arbiter_engine::carcassonne::pieces::PieceKind;
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::variants::{option_values, Expansion};

/// JCloisterZone's rules of expansions arbiter does not judge. Each only matters with an
/// element or tile set the import refuses before it reads the rules (the tunnel, the festival,
/// the little buildings, the Count, the siege's escape, the special monasteries, the
/// labyrinth), so whatever its value, the game was played as without it: the import passes
/// over it.
const INERT_RULES: &[&str] = &[
    "espace-variant",
    "tunnelize-other-expansions",
    "more-tunnel-tokens",
    "festival-return",
    "keep-monasteries",
    "labyrinth-variant",
    "little-buildings-scoring",
    "coc-final-scoring",
    "count-move",
];

/// Adds an optional expansion once (the base game is always played and never listed).
fn add(expansions: &mut Vec<Expansion>, e: Expansion) {
    if e != Expansion::Base && !expansions.contains(&e) {
        expansions.push(e);
    }
}

/// Every rule the game was played under, written out with the defaults included, so that the
/// record keeps being judged by them whatever arbiter's defaults become.
pub(crate) fn rules_of(setup: &Value) -> Result<RulesOut, InputError> {
    let mut expansions = set_expansions(setup)?;
    let played = expansions.clone();
    let mut rules = RulesOut::default();
    let farmers = read_elements(setup, &mut expansions, &mut rules)?;
    // Without its `farmers` element JCloisterZone puts no follower in a field (its
    // `AbstractActionPhase`); barns and shepherds still go there.
    rules.farmers = Some(
        if farmers {
            "third-edition"
        } else {
            "not-placed"
        }
        .into(),
    );
    rules.two_tile_city = Some(4);
    read_rules(setup, &mut rules)?;
    required_elements(setup, &played, &rules)?;
    // Canonical expansion order.
    let expansions: Vec<Expansion> = Expansion::OPTIONAL
        .into_iter()
        .filter(|e| expansions.contains(e))
        .collect();
    rules.expansions = expansions.iter().map(|e| e.key().to_string()).collect();
    // The options JCloisterZone plays an expansion by (the River's `room-ahead` flow), where
    // the save's own rules set no other value (`dragon-move: after-scoring`).
    for e in &expansions {
        for &(key, value) in e.def().jcz_options {
            if !rules.options.0.iter().any(|(k, _)| k == key) {
                rules.options.0.push((key.into(), value.into()));
            }
        }
        // Options a save leaves at JCloisterZone's default are written as records write
        // them: spelled out, unless the option keeps only what was set.
        for o in e.def().options.iter().filter(|o| !o.keeps_default) {
            if !rules.options.0.iter().any(|(k, _)| k == o.key) {
                rules.options.0.push((o.key.into(), o.values[0].into()));
            }
        }
    }
    Ok(rules)
}

/// The expansions the save's `setup.sets` name, in the save's order.
fn set_expansions(setup: &Value) -> Result<Vec<Expansion>, InputError> {
    let mut expansions = Vec::new();
    let sets = setup
        .get("sets")
        .and_then(Value::as_object)
        .ok_or_else(|| missing("setup.sets"))?;
    for (set, copies) in sets {
        // One copy of each set is what a record's expansions say; two copies it cannot say.
        if copies.as_i64() != Some(1) {
            return Err(unrepresentable(format!("setup.sets.\"{set}\""), copies));
        }
        let (name, variant) = set.rsplit_once(':').unwrap_or((set.as_str(), "1"));
        let unknown = || {
            let known: Vec<&str> = Expansion::all()
                .flat_map(|e| e.def().jcz_sets.iter().copied())
                .collect();
            error(
                Message::new(msg::JCZ_UNKNOWN_SET)
                    .arg("set", set.as_str())
                    .arg("known", known.join(", ")),
            )
        };
        let exp = Expansion::all()
            .find(|e| e.def().jcz_sets.contains(&name))
            .ok_or_else(unknown)?;
        // Set variant 2 is the classic set with garden tiles: the expansion that selects it.
        match variant {
            "1" => {}
            _ => add(
                &mut expansions,
                Expansion::all()
                    .find(|e| variant.parse() == Ok(e.def().tile_set) && e.def().tile_set > 1)
                    .ok_or_else(unknown)?,
            ),
        }
        add(&mut expansions, exp);
    }
    Ok(expansions)
}

/// Reads `setup.elements`: each element switched on adds its expansion (and the pig its
/// option). Says whether farmers are played.
fn read_elements(
    setup: &Value,
    expansions: &mut Vec<Expansion>,
    rules: &mut RulesOut,
) -> Result<bool, InputError> {
    let Some(elements) = setup.get("elements").and_then(Value::as_object) else {
        return Ok(false);
    };
    // JCloisterZone asks only whether the save names `farmers`, whatever its value
    // (`Engine.createSetupFromMessage`).
    let farmers = elements.contains_key("farmers");
    for (name, value) in elements {
        let on = match value {
            Value::Bool(b) => *b,
            Value::Number(n) => n.as_f64().is_some_and(|x| x != 0.0),
            Value::Null => false,
            _ => true,
        };
        if !on {
            continue;
        }
        match name.as_str() {
            "pig-herd" => {}
            "farmers" => {}
            "pig" => {
                add(expansions, Expansion::TradersAndBuilders);
                let pigs = match value.as_u64() {
                    Some(n @ (1 | 2)) => n.to_string(),
                    None => "1".into(),
                    Some(_) => return Err(unknown_rule("pig", value.to_string())),
                };
                rules.options.0.push(("pigs".into(), pigs));
            }
            other => match Expansion::all().find(|e| e.def().jcz_elements.contains(&other)) {
                Some(e) => {
                    add(expansions, e);
                    supply_of(other, value, rules)?;
                }
                None => {
                    return Err(error(
                        Message::new(msg::JCZ_UNKNOWN_ELEMENT).arg("element", name.as_str()),
                    ))
                }
            },
        }
    }
    Ok(farmers)
}

/// An element that deals a number of pieces (`"wagon": 2`) other than the box's: the option
/// that sets that piece's supply (`wagons: 2`), or a refusal when no option says it (seven
/// followers, one big follower: `"small-follower": 6` is refused, not judged as seven).
fn supply_of(element: &str, value: &Value, rules: &mut RulesOut) -> Result<(), InputError> {
    // JCloisterZone reads the number's whole part (`Engine.addMeeples`).
    let Some(n) = value.as_u64().or_else(|| {
        value
            .as_f64()
            .filter(|x| *x >= 0.0)
            .map(|x| x.trunc() as u64)
    }) else {
        return Ok(());
    };
    let Some(kind) = PieceKind::ALL
        .into_iter()
        .find(|k| k.def().jcz_dealt_by() == element)
    else {
        return Ok(());
    };
    if n == kind.def().supply as u64 {
        return Ok(());
    }
    let Some(key) = kind.def().supply_option else {
        return Err(unknown_rule(element, value.to_string()));
    };
    if !option_values(key).is_some_and(|values| values.contains(&n.to_string().as_str())) {
        return Err(unknown_rule(element, value.to_string()));
    }
    rules.options.0.push((key.into(), n.to_string()));
    Ok(())
}

fn unknown_rule(rule: &str, value: String) -> InputError {
    error(
        Message::new(msg::JCZ_UNKNOWN_RULE)
            .arg("rule", rule)
            .arg("value", value),
    )
}

/// Reads `setup.rules`: the tiny-city scoring, and the options expansions declare under
/// JCloisterZone's keys.
fn read_rules(setup: &Value, rules: &mut RulesOut) -> Result<(), InputError> {
    let Some(r) = setup.get("rules").and_then(Value::as_object) else {
        return Ok(());
    };
    for (name, value) in r {
        let text = value
            .as_str()
            .map_or_else(|| value.to_string(), str::to_string);
        match (name.as_str(), text.as_str()) {
            ("tiny-city-scoring", "4") => rules.two_tile_city = Some(4),
            ("tiny-city-scoring", "2") => rules.two_tile_city = Some(2),
            // A rule an expansion declares as an option of the same key and values
            // (`king-and-robber-scoring`).
            (key, v) if option_values(key).is_some_and(|values| values.contains(&v)) => {
                rules.options.0.push((key.into(), v.into()));
            }
            (key, _) if INERT_RULES.contains(&key) => {}
            _ => return Err(unknown_rule(name, text)),
        }
    }
    Ok(())
}

/// Refuses a save that plays an expansion's tiles (`played`: the expansions its sets bring)
/// without an element that changes how JCloisterZone plays them, or with
/// an option value whose element is missing ([`ExpansionDef::jcz_required`]). An element is
/// there as JCloisterZone sees it: named with any value but none (`"inn": false` switches the
/// inns on, as JCloisterZone's `containsKey` does).
///
/// [`ExpansionDef::jcz_required`]: arbiter_engine::carcassonne::expansions::ExpansionDef::jcz_required
fn required_elements(
    setup: &Value,
    played: &[Expansion],
    rules: &RulesOut,
) -> Result<(), InputError> {
    let empty = Map::new();
    let elements = setup
        .get("elements")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let named = |element: &str| elements.get(element).is_some_and(|v| !v.is_null());
    let set = |key: &str, value: &str| rules.options.0.iter().any(|(k, v)| k == key && v == value);
    for &e in played {
        for &(element, when) in e.def().jcz_required {
            if named(element) {
                continue;
            }
            let message = match when {
                None => Message::new(msg::JCZ_ELEMENT_MISSING)
                    .arg("expansion", e.key())
                    .arg("element", element),
                Some((key, value)) if set(key, value) => {
                    Message::new(msg::JCZ_ELEMENT_MISSING_OPTION)
                        .arg("option", format!("{key}: {value}"))
                        .arg("element", element)
                }
                Some(_) => continue,
            };
            return Err(error(message));
        }
    }
    Ok(())
}
