"""French text for the Floriado table and results (keys prefixed "fl."); see fr.py.

Terms as in rules_text.py: champ, pion, case, pile, espèce, gains, hors jeu. Directions carry
their article ("la gauche") so "vers {dir}" reads right for all four.
"""

STRINGS: dict[str, str] = {
    # flower kinds
    "fl.kind.0": "Coquelicot",
    "fl.kind.1": "Bleuet",
    "fl.kind.2": "Tournesol",
    "fl.kind.3": "Tulipe",
    "fl.kind.4": "Lavande",
    "fl.card.0.one": "{n} coquelicot",
    "fl.card.0.other": "{n} coquelicots",
    "fl.card.1.one": "{n} bleuet",
    "fl.card.1.other": "{n} bleuets",
    "fl.card.2.one": "{n} tournesol",
    "fl.card.2.other": "{n} tournesols",
    "fl.card.3.one": "{n} tulipe",
    "fl.card.3.other": "{n} tulipes",
    "fl.card.4.one": "{n} lavande",
    "fl.card.4.other": "{n} lavandes",
    "fl.dir.up": "le haut",
    "fl.dir.down": "le bas",
    "fl.dir.left": "la gauche",
    "fl.dir.right": "la droite",
    # the table
    "fl.table.field_left.one": "{n} carte dans le champ",
    "fl.table.field_left.other": "{n} cartes dans le champ",
    "fl.table.revenue": "Gains",
    "fl.table.cards.one": "{n} carte prise",
    "fl.table.cards.other": "{n} cartes prises",
    "fl.table.out": "Hors jeu",
    "fl.table.preview": "+{gain} → {total}",
    "fl.table.callout_take": "+{gain}",
    "fl.table.callout_left": "impossible à prendre",
    "fl.table.callout_out": "{name} est hors jeu !",
    "fl.table.end.field_empty": "Le champ est vide !",
    "fl.table.end.all_out": "Les deux cueilleurs sont hors jeu !",
    "fl.table.end.cap": "La cueillette est interrompue.",
    "fl.table.legend_take": "vous la prendriez",
    "fl.table.legend_stand": "vous pouvez seulement vous y arrêter",
    "fl.table.pile_tip": (
        "{kind} : {n} cartes, rapporte {pay} ; la suivante doit avoir moins de {low}"
    ),
    "fl.table.pile_tip_empty": (
        "{kind} : pas encore de pile ; toute carte {kind_lower} en ouvre une"
    ),
    "fl.table.log_last": "Dernier coup : {text}",
    # status line
    "fl.status.first": "À vous, {name} : prenez votre première carte",
    "fl.status.facing": "Choisissez maintenant où regarde votre pion",
    "fl.status.facing_dir": "Vers {dir} : ensuite vous irez vers {dir}, {a} ou {b}",
    "fl.status.move": "À vous, {name} : tout droit, à gauche ou à droite",
    "fl.status.move_alone": "À vous, {name} : {other} est hors jeu, continuez",
    "fl.status.take": "Prendre {card} : +{gain} → {total}",
    "fl.status.stand": "S’arrêter sur {card} : votre pile {kind_lower} veut moins de {low}",
    "fl.status.bot": "{name} réfléchit…",
    "fl.status.other": "Au tour de {name}",
    "fl.status.over": "La cueillette est finie",
    # hints for a click that does nothing
    "fl.hint.empty": "Cette case est vide : un déplacement finit sur une carte",
    "fl.hint.line": "Les pions vont en ligne droite, sur leur rangée ou leur colonne",
    "fl.hint.backward": "Votre pion regarde vers {dir} : il ne recule jamais",
    "fl.hint.here": "Votre pion est déjà ici : avancez d’au moins une case",
    "fl.hint.pick_card": "Prenez d’abord une carte du champ",
    # log
    "fl.log.start": "La cueillette commence. {name} ouvre la partie.",
    "fl.log.picked": "{name} prend {card} et regarde vers {dir}",
    "fl.log.took": "{name} avance de {steps} vers {dir} et prend {card} (pile de {n})",
    "fl.log.left": "{name} avance de {steps} vers {dir} sur {card} sans pouvoir la prendre",
    "fl.log.steps.one": "{n} case",
    "fl.log.steps.other": "{n} cases",
    "fl.log.out": "{name} est hors jeu : aucune carte à prendre à sa portée",
    "fl.log.end.field_empty": "Le champ est vide : la cueillette est finie.",
    "fl.log.end.all_out": "Les deux cueilleurs sont hors jeu : la cueillette est finie.",
    "fl.log.end.cap": "La partie a atteint sa limite d’actions.",
    # results
    "fl.results.reason.field_empty": "Toutes les cartes ont été cueillies : le champ est vide.",
    "fl.results.reason.all_out": "Aucun cueilleur ne pouvait plus atteindre une carte à prendre.",
    "fl.results.reason.cap": "La partie a atteint sa limite d’actions et a été comptée en l’état.",
    "fl.results.player": "Cueilleur",
    "fl.results.cards": "Cartes",
    "fl.results.revenue": "Gains",
    "fl.results.pile.one": "{n} carte → {pay}",
    "fl.results.pile.other": "{n} cartes → {pay}",
    "fl.results.no_pile": "aucune pile",
    "fl.results.payouts": "Une pile rapporte selon sa taille :",
    "fl.results.why.revenue": "{name} gagne avec les plus gros gains ({rev}).",
    "fl.results.why.tie": "{names} sont à égalité avec {rev} chacun.",
    "fl.results.why.cards": "Départage : {name} a pris plus de cartes ({n} contre {m}) et gagne.",
    "fl.results.why.shared": "Départage : {n} cartes chacun aussi, {names} partagent la victoire.",
    "fl.results.rule": (
        "Les plus gros gains l’emportent ; à égalité, le plus de cartes ; sinon, victoire partagée."
    ),
    "fl.results.left.one": "{n} carte est restée dans le champ.",
    "fl.results.left.other": "{n} cartes sont restées dans le champ.",
    # keys
    "fl.keys.focus": "Passer d’une carte atteignable par votre pion à l’autre",
    "fl.keys.act": "Aller à la carte en focus (premier tour : la choisir)",
    "fl.keys.facing": "Premier tour : la direction du pion, puis Entrée",
    "fl.keys.cancel": "Premier tour : reposer la carte choisie",
}
