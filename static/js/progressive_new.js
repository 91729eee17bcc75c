// The progressive party wizard shows only the settings the chosen game uses; without the
// script every field shows, each saying which game it is for.
(function () {
  "use strict";
  var form = document.getElementById("progressive-new");
  var game = form && form.querySelector("[name=game]");
  if (!game) { return; }
  var BRIDGE = ["bridge", "bridge-sit", "whist", "whist-sit"];
  var FOR = {
    guests: ["euchre-points"],
    loner_points: ["euchre-points"],
    bye_points: ["euchre-points"],
    shuffle: ["euchre-points", "bridge-pivot"],
    deals: BRIDGE.concat(["cinch", "euchre-points"]),
    to_the_bell: BRIDGE,
    score_bonus: ["bridge", "bridge-sit"],
    bonus_per_point: ["bridge", "bridge-sit"],
    bonus_game: ["bridge", "bridge-sit"],
    lone_hands_barred: ["euchre"],
    game_points: ["euchre", "military-euchre", "cinch"],
    tables: ["euchre", "military-euchre", "hearts", "poker", "cinch", "bridge-pivot"].concat(BRIDGE),
    groups: ["euchre", "military-euchre", "hearts", "poker", "cinch"].concat(BRIDGE),
    prize_classes: ["euchre", "military-euchre", "hearts", "cinch"].concat(BRIDGE)
  };
  function show() {
    Object.keys(FOR).forEach(function (name) {
      var row = form.querySelector("[data-field=" + name + "]");
      if (row) { row.hidden = FOR[name].indexOf(game.value) < 0; }
    });
  }
  game.addEventListener("change", show);
  show();
})();
