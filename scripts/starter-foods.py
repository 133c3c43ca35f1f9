#!/usr/bin/env python3
"""Generates the starter food library that `larder init` writes to foods/starter.yaml.

The foods are curated by hand in FOODS below: for each, the USDA SR28 food (NDB number) that
matches its everyday meaning, a friendly name, the aliases people type, the category and portion
it counts toward, and which of the USDA household portions become its measures. Everything
else comes from the USDA files unchanged:

- nutrition per 100 g (kcal, protein, carbohydrate, fat, fibre, sugars, sodium) from SR28
  NUT_DATA (the `core7` subset has exactly these nutrients for every food);
- measures in grams from SR28 WEIGHT.txt, with the FoodData Central "SR Legacy" portions
  (food_portion.csv, the same database in its 2018 form) for the few foods WEIGHT has none;
- densities of drinks and other liquids from the same portions (grams in a cup or fl oz).

The output is Sources/LarderWorkspace/JournalTemplate+StarterFoods.swift. Run from anywhere:

    python3 scripts/starter-foods.py [--data DIR] [--output FILE] [--check]

--data is the folder holding usda-sr28/ and usda-fdc-sr-legacy-csv/ (default: $LARDER_USDA_DATA,
else ../shared/data beside the repository). --check regenerates in memory and exits
with status 1 when the committed Swift file differs. The script refuses to write a library with
a duplicate name or alias, an alias that is a category name or holds a digit, an unknown NDB
number or measure, or a food without a household measure (unless its measures are "-": foods
people weigh, such as a roast).

Measure specs, separated by ";":
    slice                   the first USDA portion whose description starts with "slice"
    piece:bagel             named "piece", from the first portion starting with "bagel"
    slice=slice             the portion whose description is exactly "slice"
    fillet:fillet!          "!": one unit is the portion's whole weight (USDA ".5 fillet" = 178 g)
    piece:package|18        "|18": the portion holds 18 units (a package of 18 onion rings)
    bottle@12 fl oz!        "@": the first portion whose amount and description start so
The grams of a measure are the portion's weight divided by its amount ("2 tbsp = 32 g" gives
tbsp = 16 g). USDA writes amounts as decimals, so "1 serving 1/2 cup" needs |0.5.
"""

import argparse
import csv
import os
import re
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
OUTPUT = REPOSITORY / "Sources" / "LarderWorkspace" / "JournalTemplate+StarterFoods.swift"

# Categories of the template's categories.yaml (JournalTemplate.categories).
UD, VE, FR, SS = "Unsweetened Drinks", "Vegetables", "Fruit", "Starchy Sides"
PS, DA, FN, TR = "Protein Sources", "Dairy", "Oils / Fats / Nuts", "Treats"
CATEGORIES = {UD, VE, FR, SS, PS, DA, FN, TR, "Sports"}


class Food:
    def __init__(self, ndb, name, aliases="", category=None, portion=None, measures="",
                 liquid=False):
        self.ndb, self.name, self.category, self.portion = ndb, name, category, portion
        self.aliases = [a.strip() for a in aliases.split(";") if a.strip()]
        self.measures, self.liquid = measures, liquid or (portion or "").endswith(" ml")


F = Food

# (group comment, foods), in the order they appear in the library.
FOODS = [
    ("Bread and bakery", [
        F("18075", "Whole-wheat bread", "wholemeal bread; brown bread; whole wheat bread;"
          " wholemeal", SS, "60 g", "slice"),
        F("18076", "Whole-wheat toast", "toast; wholemeal toast; brown toast; whole wheat toast",
          SS, "60 g", "slice"),
        F("18069", "White bread", "bread; sandwich bread; white slice", SS, "60 g", "slice"),
        F("18070", "White toast", "toasted white bread", SS, "60 g", "slice=slice"),
        F("28397", "Multigrain bread", "granary bread; multi-grain bread; whole-grain bread;"
          " seeded bread", SS, "60 g", "slice:slice regular; large:slice large"),
        F("18060", "Rye bread", "dark rye; rye", SS, "60 g", "slice:slice, regular"),
        F("18044", "Pumpernickel", "pumpernickel bread", SS, "60 g", "slice:slice, regular"),
        F("18029", "Sourdough bread", "sourdough; french bread; baguette; vienna bread", SS,
          "60 g", "-"),
        F("18030", "Sourdough toast", "toasted sourdough; toasted baguette; toasted french"
          " bread", SS, "60 g", "slice:slice, medium; small:slice, small; large:slice, large"),
        F("18033", "Italian bread", "ciabatta; italian loaf", SS, "60 g",
          "slice:slice, medium; small:slice, small; large:slice, large"),
        F("18047", "Raisin bread", "cinnamon raisin bread; fruit loaf", SS, "60 g",
          "slice=slice"),
        F("18041", "Pita bread", "pita; pitta; pitta bread; pitas", SS, "60 g",
          "piece:pita, large; small:pita, small"),
        F("28307", "Naan", "naan bread; nan bread", SS, "60 g", "piece"),
        F("28306", "Chapati", "roti; chapatti", SS, "60 g", "piece"),
        F("18001", "Bagel", "bagels; plain bagel", SS, "90 g",
          "piece:bagel; small:small bagel; medium:medium bagel; large:large bagel"),
        F("18258", "English muffin", "english muffins", SS, "60 g", "piece:muffin"),
        F("18350", "Burger bun", "hamburger bun; hot dog bun; bun; buns", SS, "60 g",
          "piece:roll"),
        F("18342", "Dinner roll", "bread roll; roll; rolls; bread rolls", SS, "60 g",
          "piece:roll (1 oz); large:roll (hamburger"),
        F("18353", "Kaiser roll", "hard roll; crusty roll", SS, "60 g", "piece:roll"),
        F("18364", "Flour tortilla", "tortilla; tortillas; wrap; wraps", SS, "60 g",
          "piece:tortilla; small:tortilla medium; large:tortilla (approx 10\""),
        F("28295", "Whole-wheat tortilla", "whole-wheat wrap; whole wheat wrap; wholemeal wrap",
          SS, "60 g", "piece:tortilla"),
        F("18363", "Corn tortilla", "corn tortillas", SS, "60 g", "piece=tortilla"),
        F("18360", "Taco shell", "taco shells; hard taco shell", SS, "60 g", "piece:shell"),
        F("18009", "Buttermilk biscuit", "buttermilk biscuits; american biscuit", SS, "60 g",
          "small; medium; large"),
        F("18290", "Pancakes", "pancake; hotcakes", SS, "80 g",
          "piece:pancake (4\"; large:pancake (6\""),
        F("18365", "Waffle", "waffles", SS, "60 g", "piece:waffle"),
        F("18269", "French toast", "eggy bread", SS, "60 g", "slice"),
        F("43109", "Soft pretzel", "soft pretzels; pretzel roll", SS, "60 g",
          "small; medium; large"),
    ]),
    ("Breakfast cereals", [
        F("08120", "Oatmeal, dry", "oatmeal; oats; rolled oats; porridge oats", SS, "60 g",
          "cup"),
        F("08121", "Oatmeal, cooked", "porridge; cooked oatmeal; oat porridge", SS, "300 g",
          "cup; tbsp"),
        F("08122", "Instant oatmeal", "instant oats; instant porridge", SS, "60 g",
          "packet"),
        F("08037", "Granola", "crunchy muesli; granola cereal", SS, "50 g", "cup"),
        F("08286", "Muesli", "mueslix; swiss muesli", SS, "50 g", "cup"),
        F("08020", "Corn flakes", "cornflakes", SS, "40 g", "cup"),
        F("08013", "Cheerios", "cheerio", SS, "40 g", "cup"),
        F("08029", "Bran flakes", "bran cereal", SS, "40 g", "cup"),
        F("08060", "Raisin bran", "raisin bran cereal", SS, "40 g", "cup"),
        F("08065", "Rice Krispies", "rice crispies; rice krispies cereal; rice bubbles", SS,
          "40 g", "cup=cup"),
        F("08069", "Frosted flakes", "frosties", SS, "40 g", "cup=cup"),
        F("08147", "Shredded wheat", "shredded wheat biscuits", SS, "40 g",
          "piece:biscuits"),
        F("08091", "Grits, cooked", "grits; corn grits", SS, "250 g", "cup; tbsp"),
        F("08105", "Cream of wheat, cooked", "cream of wheat; farina", SS, "250 g",
          "cup; tbsp"),
    ]),
    ("Rice, pasta and grains", [
        F("20045", "White rice, cooked", "rice; boiled rice; steamed rice; white rice", SS,
          "150 g", "cup"),
        F("20037", "Brown rice, cooked", "brown rice", SS, "150 g", "cup"),
        F("20089", "Wild rice, cooked", "wild rice", SS, "150 g", "cup"),
        F("36602", "Fried rice", "egg fried rice; vegetable fried rice", SS, "150 g", "cup"),
        F("36417", "Spanish rice", "mexican rice", SS, "150 g", "cup"),
        F("20121", "Pasta, cooked", "spaghetti; penne; macaroni; pasta; fusilli; linguine;"
          " fettuccine; rigatoni", SS, "150 g", "cup:cup spaghetti not packed"),
        F("20125", "Whole-wheat pasta, cooked", "whole-wheat pasta; whole wheat pasta;"
          " wholemeal pasta; whole-wheat spaghetti", SS, "150 g",
          "cup:cup spaghetti not packed"),
        F("20310", "Egg noodles, cooked", "egg noodles; noodles", SS, "150 g", "cup"),
        F("20115", "Soba noodles, cooked", "soba; soba noodles", SS, "150 g", "cup"),
        F("20134", "Rice noodles, cooked", "rice noodles; rice vermicelli", SS, "150 g",
          "cup"),
        F("06583", "Instant noodles, dry", "instant noodles; ramen; instant ramen;"
          " ramen noodles", SS, "60 g", "package:package without"),
        F("20137", "Quinoa, cooked", "quinoa", SS, "150 g", "cup"),
        F("20029", "Couscous, cooked", "couscous", SS, "150 g", "cup:cup, cooked"),
        F("20006", "Pearl barley, cooked", "barley; pearl barley", SS, "150 g", "cup"),
        F("20013", "Bulgur, cooked", "bulgur; bulgur wheat; bulgar", SS, "150 g", "cup; tbsp"),
        F("20032", "Millet, cooked", "millet", SS, "150 g", "cup"),
        F("20081", "Flour", "white flour; plain flour; all-purpose flour; wheat flour", None,
          None, "cup"),
        F("20080", "Whole-wheat flour", "wholemeal flour; whole wheat flour", None, None,
          "cup"),
        F("20020", "Cornmeal", "maize meal; polenta meal", None, None, "cup"),
    ]),
    ("Potatoes", [
        F("11365", "Potatoes, boiled", "boiled potatoes; potato; potatoes; boiled potato", SS,
          "200 g", "medium:potato; cup"),
        F("11674", "Baked potato", "jacket potato; baked potatoes; jacket potatoes", SS, "200 g",
          "small:potato small; medium:potato medium; large:potato large"),
        F("11934", "Mashed potatoes", "mashed potato; mash; potato mash", SS, "200 g", "cup"),
        F("11508", "Sweet potato, baked", "sweet potato; sweet potatoes; baked sweet potato", SS,
          "200 g", "small; medium; large; cup"),
        F("11391", "Hash browns", "hash brown; hashbrowns", None, None,
          "cup; patty:patty"),
        F("21138", "French fries", "fries; french fry; fry", None, None,
          "small:serving small; medium:serving medium; large:serving large"),
    ]),
    ("Poultry", [
        F("05064", "Chicken breast, grilled", "chicken breast; grilled chicken; chicken;"
          " chicken breasts; grilled chicken breast", PS, "120 g",
          "cup; breast:breast!; piece:breast!"),
        F("05098", "Chicken thigh, roasted", "chicken thigh; chicken thighs", PS, "120 g",
          "thigh:thigh without; piece:thigh without"),
        F("05069", "Chicken drumstick, roasted", "chicken drumstick; drumstick; drumsticks;"
          " chicken leg", PS, "120 g", "drumstick:drumstick with; piece:drumstick with"),
        F("05352", "Chicken wings, roasted", "chicken wings; chicken wing; wings", PS, "120 g",
          "wing; piece:wing"),
        F("21469", "Fried chicken", "fried chicken breast; crispy fried chicken", PS, "120 g",
          "breast:breast, with skin; piece:breast, with skin"),
        F("22975", "Chicken nuggets", "nuggets; chicken nugget; nugget", None, None,
          "piece"),
        F("21401", "Chicken tenders", "chicken strips; chicken fingers; tenders; chicken"
          " tender", None, None, "piece:strip"),
        F("05168", "Turkey, roasted", "roast turkey; turkey; turkey meat", PS, "120 g", "-"),
        F("07081", "Turkey breast, sliced", "turkey slices; sliced turkey; deli turkey;"
          " turkey breast", PS, "60 g", "slice"),
        F("07961", "Chicken breast, sliced", "sliced chicken; deli chicken; chicken slices",
          PS, "60 g", "slice"),
    ]),
    ("Meat", [
        F("23565", "Ground beef, cooked", "ground beef; minced beef; mince; beef mince;"
          " hamburger meat", PS, "120 g", "-"),
        F("23569", "Beef patty", "burger patty; hamburger patty; beef burger patty", PS,
          "120 g", "patty; piece:patty"),
        F("13455", "Sirloin steak", "steak; beef steak; sirloin; top sirloin", PS, "120 g",
          "steak"),
        F("23176", "Ribeye steak", "ribeye; rib eye steak; rib-eye steak; rib eye", PS,
          "120 g", "steak"),
        F("13921", "Filet mignon", "beef tenderloin; fillet steak; tenderloin steak", PS,
          "120 g", "steak"),
        F("07043", "Roast beef, sliced", "roast beef; deli roast beef; sliced roast beef", PS,
          "60 g", "slice:slice rectangle"),
        F("13347", "Corned beef", "salt beef; corned beef brisket", PS, "120 g", "-"),
        F("10042", "Pork chop", "pork chops", PS, "120 g", "chop; piece:chop"),
        F("10061", "Pork tenderloin, roasted", "pork tenderloin; pork fillet; roast pork", PS,
          "120 g", "-"),
        F("10220", "Ground pork, cooked", "ground pork; minced pork; pork mince", PS, "120 g",
          "-"),
        F("10089", "Pork ribs", "spare ribs; spareribs; ribs; pork spareribs", PS, "120 g",
          "-"),
        F("22972", "Pulled pork", "bbq pulled pork; pulled pork in barbecue sauce", None, None,
          "cup"),
        F("07028", "Ham, sliced", "ham; sliced ham; deli ham; ham slices", PS, "60 g",
          "slice"),
        F("10862", "Bacon, pan-fried", "bacon; bacon rashers; rashers; streaky bacon;"
          " bacon strips", None, None, "slice; piece:slice"),
        F("07973", "Turkey bacon", "turkey rashers", None, None, "slice"),
        F("07064", "Pork sausage", "sausage; sausages; breakfast sausage; sausage links", PS,
          "100 g", "link; patty; piece:link"),
        F("07089", "Italian sausage", "italian sausages", PS, "100 g",
          "link:link, 4/lb; piece:link, 4/lb"),
        F("07013", "Bratwurst", "brat; brats", PS, "100 g", "link; piece:link"),
        F("07962", "Frankfurter", "hot dog sausage; frankfurters; wiener; wieners; frank;"
          " franks", PS, "100 g", "piece:frankfurter"),
        F("07019", "Chorizo", "chorizo sausage", None, None, "link; piece:link"),
        F("07071", "Salami", "hard salami; salami slices", None, None, "slice"),
        F("07057", "Pepperoni", "pepperoni slices", None, None, "slice:piece"),
        F("07971", "Bologna", "baloney; polony", None, None, "slice"),
        F("07925", "Pastrami", "beef pastrami", None, None, "slice:serving 6 slices|6"),
        F("07972", "Meatballs", "meatball", PS, "120 g", "piece:pieces"),
        F("17024", "Lamb chop", "lamb chops; lamb loin chop", PS, "120 g",
          "chop; piece:chop"),
        F("17012", "Roast lamb", "leg of lamb; lamb; lamb roast", PS, "120 g", "-"),
        F("17225", "Ground lamb, cooked", "ground lamb; minced lamb; lamb mince", PS, "120 g",
          "-"),
    ]),
    ("Fish and seafood", [
        F("15237", "Salmon fillet, baked", "salmon; baked salmon; grilled salmon; salmon"
          " fillet", PS, "120 g", "fillet:fillet!"),
        F("15179", "Smoked salmon", "lox", PS, "60 g", "-"),
        F("15260", "Canned salmon", "tinned salmon; salmon, canned", PS, "120 g",
          "can:can drained"),
        F("15121", "Tuna, canned in water", "tuna; canned tuna; tinned tuna; tuna in water", PS,
          "120 g", "can=can; cup"),
        F("15119", "Tuna, canned in oil", "tuna in oil; tinned tuna in oil", PS, "120 g",
          "can=can; cup"),
        F("15221", "Tuna steak", "fresh tuna; yellowfin tuna; ahi tuna", PS, "120 g", "-"),
        F("15016", "Cod, baked", "cod; cod fillet", PS, "120 g", "fillet"),
        F("15034", "Haddock, baked", "haddock", PS, "120 g", "fillet"),
        F("15262", "Tilapia, baked", "tilapia", PS, "120 g", "fillet"),
        F("15067", "Pollock, baked", "pollock; pollack; alaska pollock", PS, "120 g",
          "fillet"),
        F("15037", "Halibut, baked", "halibut", PS, "120 g", "fillet:fillet!"),
        F("15092", "Sea bass, baked", "sea bass", PS, "120 g", "fillet"),
        F("15241", "Trout, baked", "trout; rainbow trout", PS, "120 g", "fillet"),
        F("15047", "Mackerel, baked", "mackerel", PS, "120 g", "fillet"),
        F("15111", "Swordfish", "swordfish steak", PS, "120 g", "piece"),
        F("15088", "Sardines, canned in oil", "sardines; sardine; tinned sardines", PS, "120 g",
          "can; piece:sardines"),
        F("15002", "Anchovies", "anchovy; anchovy fillets", None, None,
          "piece:anchovy; can"),
        F("15151", "Shrimp, cooked", "prawns; shrimp; prawn; shrimps; king prawns", PS,
          "120 g", "large; piece:large"),
        F("15140", "Crab, cooked", "crab; crab meat; crabmeat", PS, "120 g", "cup:cup (not"),
        F("15148", "Lobster, cooked", "lobster; lobster meat", PS, "120 g", "cup"),
        F("15165", "Mussels, cooked", "mussels; mussel", PS, "120 g", "-"),
        F("15159", "Clams, cooked", "clams; clam", PS, "120 g", "piece:small"),
        F("15231", "Oysters, cooked", "oysters; oyster", PS, "120 g", "medium; piece:medium"),
        F("90240", "Scallops, cooked", "scallops; scallop", PS, "120 g", "-"),
        F("15176", "Fried calamari", "calamari; fried squid; squid rings", None, None, "-"),
        F("15027", "Fish sticks", "fish fingers; fish stick; fish finger", None, None,
          "piece:stick"),
        F("15138", "Imitation crab", "crab sticks; surimi; seafood sticks; crabsticks", PS,
          "120 g", "-"),
    ]),
    ("Eggs", [
        F("01123", "Egg", "raw egg; eggs; whole egg", PS, "120 g",
          "small; medium; large; extra large; piece:large"),
        F("01129", "Egg, boiled", "boiled egg; boiled eggs; hard-boiled egg; hard-boiled eggs;"
          " hard boiled egg", PS, "120 g", "large; piece:large; tbsp"),
        F("01128", "Egg, fried", "fried egg; fried eggs", PS, "120 g", "large; piece:large"),
        F("01132", "Scrambled eggs", "scrambled egg", PS, "120 g",
          "large; piece:large; cup; tbsp"),
        F("01131", "Egg, poached", "poached egg; poached eggs", PS, "120 g",
          "large; piece:large"),
        F("01130", "Omelette", "omelet; omelettes; omelets", PS, "120 g", "large; tbsp"),
        F("01124", "Egg white", "egg whites", PS, "120 g", "large; piece:large; cup"),
    ]),
    ("Beans, lentils and soy", [
        F("16070", "Lentils, cooked", "lentils; lentil; red lentils", PS, "150 g",
          "cup; tbsp"),
        F("16057", "Chickpeas, cooked", "chickpeas; garbanzo beans; chick peas; chickpea", PS,
          "150 g", "cup"),
        F("16015", "Black beans, cooked", "black beans", PS, "150 g", "cup"),
        F("16028", "Kidney beans, cooked", "kidney beans; red kidney beans", PS, "150 g",
          "cup; tbsp"),
        F("16043", "Pinto beans, cooked", "pinto beans", PS, "150 g", "cup; tbsp"),
        F("16050", "White beans, cooked", "white beans; cannellini beans; cannellini", PS,
          "150 g", "cup; tbsp"),
        F("16038", "Navy beans, cooked", "navy beans; haricot beans", PS, "150 g", "cup"),
        F("16086", "Split peas, cooked", "split peas", PS, "150 g", "cup; tbsp"),
        F("16006", "Baked beans", "baked beans in tomato sauce; beans", PS, "150 g", "cup"),
        F("16103", "Refried beans", "frijoles refritos", PS, "150 g", "cup"),
        F("11212", "Edamame", "soy beans; soybeans; edamame beans", PS, "150 g", "cup"),
        F("16126", "Tofu, firm", "tofu; firm tofu", PS, "150 g", "cup; block"),
        F("16127", "Silken tofu", "soft tofu", PS, "150 g", "cup; piece"),
        F("16114", "Tempeh", "tempe", PS, "120 g", "cup"),
        F("16147", "Veggie burger", "veggie patty; veggie burgers; soy burger; vegetarian"
          " burger", PS, "120 g", "patty:pattie; piece:pattie"),
        F("16138", "Falafel", "falafels", PS, "120 g", "piece:patty"),
        F("16158", "Hummus", "houmous; hummous", None, None, "tbsp; cup"),
    ]),
    ("Milk and plant milks", [
        F("01077", "Whole milk", "milk; full-fat milk; full fat milk", DA,
          "200 ml", "cup; tbsp"),
        F("01079", "Semi-skimmed milk", "reduced-fat milk; semi skimmed milk; reduced fat milk",
          DA, "200 ml", "cup"),
        F("01082", "Low-fat milk", "lowfat milk; light milk", DA, "200 ml", "cup"),
        F("01085", "Skim milk", "skimmed milk; fat-free milk; nonfat milk; skim", DA, "200 ml",
          "cup"),
        F("01103", "Chocolate milk", "choc milk; chocolate milk drink", DA, "200 ml", "cup"),
        F("01088", "Buttermilk", "cultured buttermilk", DA, "200 ml", "cup"),
        F("16222", "Soy milk, unsweetened", "soy milk; soya milk; soymilk", DA, "200 ml",
          "cup"),
        F("14091", "Almond milk, unsweetened", "almond milk", DA, "200 ml", "cup"),
        F("14639", "Rice milk", "rice drink", DA, "200 ml", "cup:fl oz!"),
        F("01289", "Kefir", "milk kefir; plain kefir", DA, "200 ml", "cup"),
    ]),
    ("Yogurt and cheese", [
        F("01117", "Plain yogurt, low-fat", "yogurt; yoghurt; plain yogurt; natural yogurt;"
          " low-fat yogurt", DA, "180 g", "container:container (6 oz); cup"),
        F("01116", "Whole-milk yogurt", "full-fat yogurt; whole milk yogurt; plain whole-milk"
          " yogurt", DA, "180 g", "container:container (6 oz); cup"),
        F("01256", "Greek yogurt, nonfat", "greek yogurt; greek yoghurt; fat-free greek yogurt",
          DA, "180 g", "container"),
        F("01287", "Greek yogurt, low-fat", "low-fat greek yogurt", DA, "180 g", "container"),
        F("01120", "Fruit yogurt", "strawberry yogurt; flavored yogurt; fruit yoghurt", DA,
          "180 g", "container:container (6 oz); cup"),
        F("01119", "Vanilla yogurt", "vanilla yoghurt", DA, "180 g",
          "container:container (6 oz); cup"),
        F("01012", "Cottage cheese", "cottage", DA, "150 g", "cup:cup, large"),
        F("01015", "Cottage cheese, low-fat", "low-fat cottage cheese", DA, "150 g", "cup"),
        F("01037", "Ricotta, part-skim", "ricotta; ricotta cheese", DA, "60 g", "cup"),
        F("01009", "Cheddar", "cheddar cheese; cheese; cheese slice", DA, "30 g",
          "slice; cup:cup, shredded"),
        F("01026", "Mozzarella", "mozzarella cheese; mozz", DA, "30 g",
          "slice:slices; cup:cup, shredded"),
        F("01019", "Feta", "feta cheese", DA, "30 g", "cup:cup, crumbled; wedge"),
        F("01007", "Camembert", "camembert cheese", DA, "30 g", "wedge"),
        F("01040", "Swiss cheese", "emmental; emmentaler; swiss", DA, "30 g",
          "slice; cup:cup, shredded"),
        F("01023", "Gruyère", "gruyere; gruyère cheese; gruyere cheese", DA, "30 g",
          "slice; cup:cup, shredded"),
        F("01035", "Provolone", "provolone cheese", DA, "30 g", "slice"),
        F("01025", "Monterey Jack", "monterey jack cheese; jack cheese", DA, "30 g",
          "slice; cup:cup, shredded"),
        F("01011", "Colby", "colby cheese", DA, "30 g", "slice; cup:cup, shredded"),
        F("01042", "American cheese", "processed cheese; cheese singles; american cheese"
          " slice", DA, "30 g", "slice@1 slice (3"),
        F("01032", "Parmesan, grated", "parmesan; parmigiano; grated parmesan; parmesan"
          " cheese", DA, "30 g", "tbsp; cup"),
        F("01004", "Blue cheese", "bleu cheese", DA, "30 g", "cup:cup, crumbled"),
        F("01017", "Cream cheese", "soft cheese; philadelphia", DA, "30 g", "tbsp=tbsp"),
        F("43274", "Cream cheese, low-fat", "light cream cheese", DA, "30 g", "tbsp=tbsp"),
    ]),
    ("Cream", [
        F("01056", "Sour cream", "soured cream", FN, "30 g", "tbsp; cup"),
        F("01049", "Half and half", "coffee cream; half-and-half", FN, "30 ml", "tbsp; cup"),
        F("01053", "Heavy cream", "double cream; whipping cream; heavy whipping cream", FN,
          "30 ml", "tbsp; cup:cup, fluid"),
        F("01054", "Whipped cream", "squirty cream; whipped cream spray", None, None,
          "tbsp; cup"),
        F("01095", "Condensed milk", "sweetened condensed milk", None, None, "cup", True),
        F("01096", "Evaporated milk", "evaporated milk, canned", None, None, "cup", True),
    ]),
    ("Fats, oils and dressings", [
        F("01001", "Butter", "salted butter", FN, "10 g", "tbsp; pat; stick"),
        F("04610", "Margarine", "margarine spread", FN, "10 g", "tbsp; tsp; pat"),
        F("04053", "Olive oil", "extra virgin olive oil; evoo", FN, "10 ml",
          "tbsp:tablespoon; tsp"),
        F("04582", "Canola oil", "rapeseed oil", FN, "10 ml", "tbsp; tsp"),
        F("04044", "Vegetable oil", "cooking oil; soybean oil", FN, "10 ml", "tbsp; tsp"),
        F("04060", "Sunflower oil", "sunflower seed oil", FN, "10 ml", "tbsp; tsp"),
        F("04047", "Coconut oil", "virgin coconut oil", FN, "10 ml", "tbsp; tsp"),
        F("04058", "Sesame oil", "toasted sesame oil", FN, "10 ml", "tbsp:tablespoon; tsp"),
        F("04025", "Mayonnaise", "mayo", FN, "10 g", "tbsp; packet"),
        F("04641", "Light mayonnaise", "light mayo; reduced-fat mayonnaise", FN, "20 g",
          "tbsp:tablespoon"),
        F("06626", "Pesto", "basil pesto; pesto sauce", FN, "20 g", "cup:cup!|0.25; tbsp:cup!|4"),
        F("04114", "Italian dressing", "salad dressing", FN, "15 g", "tbsp"),
        F("04639", "Ranch dressing", "ranch", FN, "15 g", "tbsp:tablespoon"),
        F("43015", "Caesar dressing", "caesar salad dressing", FN, "15 g", "tbsp"),
        F("04135", "Vinaigrette", "oil and vinegar dressing; french vinaigrette", FN, "15 g",
          "tbsp:tablespoon"),
        F("04017", "Thousand island dressing", "thousand island", FN, "15 g", "tbsp"),
        F("04539", "Blue cheese dressing", "bleu cheese dressing", FN, "15 g", "tbsp"),
        F("09038", "Avocado", "avocados; avo", FN, "50 g", "medium:fruit; cup:cup, pureed"),
        F("09193", "Black olives", "olives; olive; ripe olives", FN, "60 g",
          "small; large; piece:large; tbsp"),
        F("09195", "Green olives", "green olive", FN, "60 g", "piece:olive"),
    ]),
    ("Nuts, seeds and nut butters", [
        F("16398", "Peanut butter", "smooth peanut butter; pb", FN, "15 g", "tbsp; cup"),
        F("16397", "Crunchy peanut butter", "chunky peanut butter", FN, "15 g", "tbsp; cup"),
        F("12195", "Almond butter", "almond spread", FN, "15 g", "tbsp"),
        F("12698", "Tahini", "tahina; sesame paste", FN, "15 g", "tbsp"),
        F("12061", "Almonds", "almond; whole almonds", FN, "20 g",
          "cup:cup, whole; almond; piece:almond"),
        F("12155", "Walnuts", "walnut; walnut halves", FN, "20 g", "cup:cup, chopped"),
        F("12085", "Cashews", "cashew; cashew nuts; roasted cashews", FN, "20 g", "cup; tbsp"),
        F("16390", "Peanuts", "peanut; roasted peanuts", FN, "20 g", "cup; piece:peanut"),
        F("12151", "Pistachios", "pistachio; pistachio nuts", FN, "20 g",
          "cup; piece:kernel"),
        F("12120", "Hazelnuts", "hazelnut; filberts", FN, "20 g",
          "cup:cup, whole; piece:nuts"),
        F("12142", "Pecans", "pecan; pecan halves", FN, "20 g", "cup:cup, halves"),
        F("12131", "Macadamia nuts", "macadamias; macadamia", FN, "20 g", "cup"),
        F("12078", "Brazil nuts", "brazil nut; brazils", FN, "20 g",
          "cup; piece:kernel"),
        F("12635", "Mixed nuts", "salted mixed nuts; roasted mixed nuts", FN, "20 g", "cup"),
        F("19059", "Trail mix", "scroggin; student mix", FN, "30 g", "cup"),
        F("12037", "Sunflower seeds", "sunflower kernels", FN, "20 g", "cup"),
        F("12016", "Pumpkin seeds", "pepitas; pumpkin seed", FN, "20 g", "cup"),
        F("12220", "Flaxseed", "linseed; flax seeds; flaxseeds; ground flaxseed", FN, "15 g",
          "tbsp:tbsp, whole; tsp:tsp, whole"),
        F("12023", "Sesame seeds", "sesame", FN, "15 g", "tbsp; cup"),
    ]),
    ("Vegetables", [
        F("11090", "Broccoli, raw", "raw broccoli", VE, "100 g",
          "cup:cup chopped; spear; stalk"),
        F("11091", "Broccoli, steamed", "broccoli; boiled broccoli; cooked broccoli;"
          " broccoli florets", VE, "100 g", "cup; spear"),
        F("11124", "Carrots", "carrot; raw carrots; raw carrot; baby carrots", VE, "100 g",
          "small; medium; large; cup:cup chopped"),
        F("11125", "Carrots, cooked", "boiled carrots; cooked carrots; steamed carrots", VE,
          "100 g", "cup:cup slices; medium:carrot"),
        F("11457", "Spinach", "baby spinach; raw spinach", VE, "100 g", "cup; leaf"),
        F("11458", "Spinach, cooked", "cooked spinach; boiled spinach; wilted spinach", VE,
          "100 g", "cup"),
        F("11529", "Tomato", "tomatoes; fresh tomato", VE, "100 g",
          "small; medium:medium whole; large:large whole; cherry; cup:cup, chopped"),
        F("11529", "Cherry tomatoes", "cherry tomato; grape tomatoes", VE, "100 g",
          "piece:cherry; cup:cup cherry"),
        F("11531", "Canned tomatoes", "chopped tomatoes; tinned tomatoes; diced tomatoes;"
          " canned tomato", VE, "100 g", "cup; can"),
        F("11549", "Tomato sauce, canned", "passata; canned tomato sauce", VE, "100 g", "cup"),
        F("11205", "Cucumber", "cucumbers", VE, "100 g", "cup; piece:cucumber"),
        F("11251", "Romaine lettuce", "lettuce; salad leaves; cos lettuce; romaine", VE,
          "100 g", "cup:cup shredded; leaf:leaf outer"),
        F("11252", "Iceberg lettuce", "iceberg", VE, "100 g",
          "cup:cup shredded; leaf:leaf, medium; head:head, medium"),
        F("11959", "Arugula", "rocket; roquette", VE, "100 g", "cup; leaf"),
        F("11821", "Red bell pepper", "red pepper; bell pepper; capsicum; red peppers;"
          " sweet pepper", VE, "100 g", "small; medium; large; cup:cup, chopped"),
        F("11333", "Green bell pepper", "green pepper; green peppers", VE, "100 g",
          "small; medium; large; cup:cup, chopped"),
        F("11282", "Onion", "onions; yellow onion; brown onion; red onion", VE, "100 g",
          "small; medium; large; cup:cup, chopped; tbsp"),
        F("11291", "Spring onions", "scallions; green onions; spring onion; scallion", VE,
          "100 g", "medium; cup:cup, chopped; tbsp"),
        F("11215", "Garlic", "garlic clove; garlic cloves", None, None, "clove; tsp"),
        F("11260", "Mushrooms", "mushroom; button mushrooms; white mushrooms", VE, "100 g",
          "small; medium; large; cup:cup, pieces"),
        F("11265", "Portobello mushroom", "portobello; portabella; portobello mushrooms", VE,
          "100 g", "piece:piece whole; cup"),
        F("11477", "Zucchini", "courgette; courgettes; zucchinis", VE, "100 g",
          "small; medium; large; cup:cup, sliced"),
        F("11135", "Cauliflower", "raw cauliflower", VE, "100 g",
          "cup:cup chopped; floret:floweret"),
        F("11136", "Cauliflower, cooked", "cooked cauliflower; boiled cauliflower", VE,
          "100 g", "cup"),
        F("11053", "Green beans, boiled", "green beans; string beans; french beans", VE,
          "100 g", "cup"),
        F("11313", "Peas", "green peas; garden peas; frozen peas", VE, "100 g",
          "cup"),
        F("11300", "Snow peas", "mangetout; mange tout; snow pea", VE, "100 g",
          "cup:cup, whole; piece:pea pods"),
        F("11172", "Sweet corn, canned", "sweet corn; corn; sweetcorn", VE, "100 g", "cup"),
        F("11168", "Corn on the cob", "corn cob; corn cobs; sweetcorn cob", VE, "100 g",
          "ear:ear medium; small:ear small; medium:ear medium; large:ear large"),
        F("11233", "Kale", "raw kale", VE, "100 g", "cup"),
        F("11234", "Kale, cooked", "cooked kale", VE, "100 g", "cup"),
        F("11109", "Cabbage", "white cabbage; green cabbage", VE, "100 g",
          "cup:cup, chopped; leaf:leaf, medium"),
        F("11112", "Red cabbage", "purple cabbage", VE, "100 g", "cup:cup, chopped; leaf"),
        F("11116", "Bok choy", "pak choi; pak choy; bok choi", VE, "100 g",
          "cup:cup, shredded; leaf"),
        F("11012", "Asparagus", "asparagus spears", VE, "100 g", "spear:spears; cup"),
        F("11099", "Brussels sprouts", "brussel sprouts; sprouts; brussels sprout", VE,
          "100 g", "sprout; piece:sprout; cup"),
        F("11081", "Beetroot, cooked", "beetroot; beets; beet", VE, "100 g",
          "cup:cup slices; piece:beets"),
        F("11210", "Eggplant", "aubergine; eggplants; aubergines", VE, "100 g", "cup"),
        F("11143", "Celery", "celery sticks; celery stalk; celery stick", VE, "100 g",
          "stalk:stalk, medium; cup:cup chopped"),
        F("11486", "Butternut squash, baked", "butternut squash; butternut", VE, "100 g",
          "cup:cup, cubes"),
        F("11423", "Pumpkin, cooked", "pumpkin", VE, "100 g", "cup:cup, mashed"),
        F("11429", "Radishes", "radish", VE, "100 g", "piece:medium; cup:cup slices"),
        F("11246", "Leeks", "leek", VE, "100 g", "piece:leek; cup"),
        F("11279", "Okra, cooked", "okra; ladies fingers; bhindi", VE, "100 g",
          "cup:cup slices; piece:pods"),
        F("11299", "Parsnips, cooked", "parsnip; parsnips", VE, "100 g",
          "cup:cup slices; piece:parsnip"),
        F("11584", "Mixed vegetables", "frozen mixed vegetables; mixed veg; mixed veggies", VE,
          "100 g", "cup"),
        F("11439", "Sauerkraut", "sauerkraut, canned", VE, "100 g", "cup"),
        F("11937", "Dill pickle", "pickle; pickles; gherkin; gherkins; dill pickles", None,
          None, "piece:spear, small; large; slice"),
        F("11979", "Jalapeño", "jalapeno; jalapenos; jalapeños", VE, "100 g",
          "piece:pepper; cup"),
    ]),
    ("Fruit", [
        F("09040", "Banana", "bananas", FR, "120 g",
          "small; medium; large; extra large; cup:cup, sliced"),
        F("09003", "Apple", "apples", FR, "120 g",
          "small; medium; large; cup:cup slices"),
        F("09200", "Orange", "oranges", FR, "120 g",
          "small; medium:fruit; large; cup:cup, sections"),
        F("09252", "Pear", "pears", FR, "120 g", "small; medium; large; cup:cup, slices"),
        F("09132", "Grapes", "grape; red grapes; green grapes", FR, "120 g",
          "cup; piece:grapes"),
        F("09316", "Strawberries", "strawberry", FR, "120 g",
          "cup:cup, whole; medium; large; piece:medium"),
        F("09050", "Blueberries", "blueberry", FR, "120 g", "cup; piece:berries"),
        F("09302", "Raspberries", "raspberry", FR, "120 g", "cup; piece:raspberries"),
        F("09042", "Blackberries", "blackberry", FR, "120 g", "cup"),
        F("09078", "Cranberries", "cranberry; fresh cranberries", FR, "120 g",
          "cup:cup, whole"),
        F("09236", "Peach", "peaches", FR, "120 g", "small; medium; large; cup"),
        F("09191", "Nectarine", "nectarines", FR, "120 g", "small; medium; large; cup"),
        F("09021", "Apricot", "apricots; fresh apricots", FR, "120 g",
          "piece:apricot; cup:cup, halves"),
        F("09279", "Plum", "plums", FR, "120 g", "piece:fruit; cup"),
        F("09070", "Cherries", "cherry; sweet cherries", FR, "120 g",
          "cup:cup, without pits; piece:cherry"),
        F("09266", "Pineapple", "fresh pineapple; pineapple chunks", FR, "120 g",
          "cup:cup, chunks; slice:slice (3-1/2\""),
        F("09176", "Mango", "mangoes; mangos", FR, "120 g", "cup; piece:fruit"),
        F("09148", "Kiwi", "kiwifruit; kiwis; kiwi fruit", FR, "120 g",
          "piece:fruit; cup"),
        F("09326", "Watermelon", "water melon", FR, "120 g", "wedge; cup:cup, diced"),
        F("09181", "Cantaloupe", "melon; cantaloupe melon; rockmelon", FR, "120 g",
          "cup:cup, cubes; wedge:wedge, medium"),
        F("09184", "Honeydew melon", "honeydew", FR, "120 g",
          "cup:cup, diced; wedge:wedge (1/8 of 5"),
        F("09433", "Clementine", "clementines", FR, "120 g", "piece:fruit"),
        F("09218", "Mandarin", "mandarins; tangerine; tangerines; mandarin orange;"
          " satsuma", FR, "120 g", "small; medium; large; cup"),
        F("09111", "Grapefruit", "grapefruits; pink grapefruit", FR, "120 g",
          "half:medium!; medium; cup"),
        F("09286", "Pomegranate", "pomegranates; pomegranate seeds", FR, "120 g",
          "piece:pomegranate; cup:cup arils"),
        F("09226", "Papaya", "papayas; pawpaw", FR, "120 g", "cup:cup 1\"; piece:fruit, small"),
        F("09089", "Figs", "fig; fresh figs", FR, "120 g", "small; medium; large"),
        F("09231", "Passion fruit", "passionfruit; passion fruits", FR, "120 g",
          "piece:fruit"),
        F("09150", "Lemon", "lemons", None, None, "piece:fruit; wedge"),
        F("09159", "Lime", "limes", None, None, "piece:fruit"),
        F("09019", "Applesauce", "apple sauce; apple puree; stewed apple", FR, "120 g", "cup"),
        F("09097", "Fruit cocktail", "canned fruit salad; fruit cup", FR, "120 g", "cup"),
        F("09238", "Canned peaches", "tinned peaches; peaches in juice", FR, "120 g",
          "cup; half:half"),
        F("09268", "Canned pineapple", "tinned pineapple; pineapple rings", FR, "120 g",
          "cup; slice"),
    ]),
    ("Dried fruit", [
        F("09298", "Raisins", "raisin; sultanas", FR, "30 g",
          "cup:cup (not packed); box:small box"),
        F("09421", "Dates", "medjool dates; date; medjool", FR, "30 g", "piece:date"),
        F("09032", "Dried apricots", "dried apricot", FR, "30 g", "piece:half; cup"),
        F("09291", "Prunes", "prune; dried plums", FR, "30 g", "piece:prune; cup"),
        F("09079", "Dried cranberries", "craisins; sweetened dried cranberries", FR, "30 g",
          "cup"),
        F("09094", "Dried figs", "dried fig", FR, "30 g", "piece:fig; cup"),
    ]),
    ("Juices", [
        F("09206", "Orange juice", "oj; fresh orange juice", FR, "200 ml", "cup"),
        F("09016", "Apple juice", "apple juice drink", FR, "200 ml", "cup; box:drink box"),
        F("09135", "Grape juice", "purple grape juice", FR, "200 ml", "cup"),
        F("09273", "Pineapple juice", "pineapple juice, canned", FR, "200 ml", "cup"),
        F("09128", "Grapefruit juice", "fresh grapefruit juice", FR, "200 ml", "cup"),
        F("14242", "Cranberry juice", "cranberry juice cocktail", TR, "330 ml",
          "cup:cup (8 fl oz)"),
        F("11540", "Tomato juice", "tomato juice, canned", VE, "200 ml", "cup"),
        F("11578", "Vegetable juice", "v-eight; vegetable juice cocktail", VE, "200 ml", "cup"),
        F("09152", "Lemon juice", "fresh lemon juice", None, None, "cup", True),
        F("09160", "Lime juice", "fresh lime juice", None, None, "cup", True),
    ]),
    ("Water, coffee and tea", [
        F("14411", "Water", "tap water; still water; drinking water", UD, "1000 ml",
          "cup:serving 8 fl oz"),
        F("14384", "Sparkling water", "mineral water; fizzy water; carbonated water", UD,
          "1000 ml", "bottle:bottle 11 fl oz; cup:cup 8 fl oz"),
        F("14121", "Club soda", "soda water; seltzer", UD, "1000 ml",
          "can:can or bottle (12"),
        F("14209", "Coffee", "black coffee; filter coffee; brewed coffee; americano;"
          " drip coffee", UD, "1000 ml", "cup:cup (8"),
        F("14210", "Espresso", "espressos", UD, "1000 ml",
          "shot:fl oz"),
        F("14215", "Instant coffee", "instant coffee, prepared", UD, "1000 ml", "-"),
        F("14355", "Black tea", "tea; english breakfast tea; builder's tea", UD,
          "1000 ml", "cup:cup (8"),
        F("14278", "Green tea", "green tea, brewed", UD, "1000 ml", "cup"),
        F("14381", "Herbal tea", "herb tea; mint tea; peppermint tea; fruit tea; rooibos", UD,
          "1000 ml", "cup:cup (8"),
        F("14545", "Chamomile tea", "camomile tea; chamomile", UD, "1000 ml", "cup:cup (8"),
    ]),
    ("Soft drinks", [
        F("14148", "Cola", "coke; soda; coca-cola; pepsi", TR, "330 ml",
          "can:can or bottle (12; bottle:can or bottle (16"),
        F("14416", "Diet cola", "diet coke; coke zero; diet soda; diet pepsi", None, None,
          "can:can can 12"),
        F("14144", "Lemon-lime soda", "sprite; lemon lime soda; lemonade soda", TR, "330 ml",
          "can:drink (12"),
        F("14136", "Ginger ale", "dry ginger ale", TR, "330 ml", "can:can or bottle (12"),
        F("14157", "Root beer", "rootbeer", TR, "330 ml", "can:can or bottle (12"),
        F("14150", "Orange soda", "fanta; orangeade; orange pop", TR, "330 ml",
          "can:can or bottle (12"),
        F("14155", "Tonic water", "tonic", TR, "330 ml", "can:can or bottle (12"),
        F("14293", "Lemonade", "still lemonade; homemade lemonade", TR, "330 ml",
          "cup:cup 8 fl oz"),
        F("14264", "Fruit punch", "punch; fruit drink", TR, "330 ml", "cup:cup (8 fl oz)"),
        F("14476", "Iced tea", "sweet tea; ice tea; iced tea with lemon", TR, "330 ml",
          "bottle:bottle 12 fl oz"),
        F("14154", "Energy drink", "red bull; energy drinks", TR, "250 ml",
          "can:can 8.4 fl oz"),
        F("14461", "Sports drink", "powerade; gatorade; isotonic drink", TR, "330 ml",
          "bottle@12 fl oz!"),
        F("14177", "Hot chocolate", "hot cocoa; cocoa; drinking chocolate", TR, "250 ml",
          "cup:cup (8 fl oz)"),
        F("21521", "Fruit smoothie", "smoothie; strawberry banana smoothie", None, None, "-",
          True),
    ]),
    ("Beer, wine and spirits", [
        F("14003", "Beer", "lager; beers; ale", TR, "330 ml", "can"),
        F("14006", "Light beer", "lite beer; light lager", TR, "330 ml",
          "can:can or bottle (12"),
        F("14096", "Red wine", "wine; red wines", TR, "150 ml",
          "glass:serving (5 fl oz)"),
        F("14106", "White wine", "white wines", TR, "150 ml",
          "glass:serving (5 fl oz)"),
        F("14253", "Rosé wine", "rose wine; rosé; rose", TR, "150 ml", "-"),
        F("14037", "Spirits", "vodka; gin; rum; whiskey; whisky; liquor; tequila; brandy",
          TR, "40 ml", "shot:jigger"),
        F("14250", "Hard cider", "alcoholic cider; hard apple cider", TR, "330 ml",
          "can@12 fl oz!"),
    ]),
    ("Snacks", [
        F("19411", "Potato chips", "crisps; chips; potato crisps", TR, "30 g",
          "bag:bag (8 oz); piece:chips"),
        F("19056", "Tortilla chips", "corn tortilla chips; nacho chips", TR, "30 g", "bag"),
        F("19003", "Corn chips", "fritos", TR, "30 g", "bag"),
        F("19047", "Pretzels", "pretzel; pretzel twists", TR, "30 g", "piece:twists"),
        F("19034", "Popcorn, air-popped", "popcorn; plain popcorn", TR, "25 g", "cup"),
        F("19035", "Microwave popcorn", "butter popcorn; buttered popcorn", TR, "25 g", "cup"),
        F("19015", "Granola bar", "granola bars; cereal bar; muesli bar; oat bar", TR, "30 g",
          "piece:bar"),
        F("19002", "Beef jerky", "jerky", PS, "40 g", "piece:piece, large"),
        F("18214", "Cheese crackers", "cheez-its; cheez-it; goldfish crackers", TR, "30 g",
          "cup:cup, bite size; bag:bag, single"),
        F("18228", "Saltine crackers", "saltines; saltine; soda crackers", SS, "30 g",
          "piece:cracker square"),
        F("18235", "Whole-wheat crackers", "crackers; cracker; triscuits; wholewheat crackers",
          SS, "30 g", "piece=cracker"),
        F("18173", "Graham crackers", "graham cracker; digestive biscuits", TR, "30 g",
          "piece:cracker"),
        F("19816", "Rice cakes", "rice cake", SS, "30 g", "piece:cake"),
    ]),
    ("Chocolate and sweets", [
        F("19120", "Milk chocolate", "chocolate; chocolate bar; milk chocolate bar", TR,
          "25 g", "bar:bar (1.55 oz); small:bar, miniature"),
        F("19904", "Dark chocolate", "dark chocolate bar; plain chocolate", TR, "25 g", "bar"),
        F("19155", "Snickers", "snickers bar", TR, "25 g", "bar:bar (2 oz); small:bar, fun"),
        F("19109", "Kit Kat", "kitkat; kit kats", TR, "25 g",
          "bar:bar (1.5 oz); small:bar, miniature"),
        F("19141", "M&M's", "m&ms; m&m; m and ms; peanut-free m&ms", TR, "25 g",
          "package:package (1.69 oz); piece:pieces"),
        F("19150", "Peanut butter cups", "reese's; reeses; peanut butter cup", TR, "25 g",
          "piece:package 0.6 oz"),
        F("19106", "Gummy bears", "gummies; gummy bear; gumdrops; jelly sweets; wine gums", TR,
          "25 g", "piece:gummy bears"),
        F("19108", "Jelly beans", "jellybeans; jelly bean", TR, "25 g", "piece:large"),
        F("19116", "Marshmallows", "marshmallow", TR, "25 g",
          "piece:regular; cup:cup of miniature"),
        F("19107", "Hard candy", "boiled sweets; candy; sweets; lollies", TR, "25 g",
          "piece=piece"),
        F("19074", "Caramels", "caramel; caramel candy", TR, "25 g", "piece"),
        F("19125", "Chocolate hazelnut spread", "nutella; chocolate spread", TR, "25 g",
          "tbsp:serving 2 tbsp|2"),
    ]),
    ("Cookies, cakes and pastries", [
        F("18159", "Chocolate chip cookie", "cookie; cookies; chocolate chip cookies;"
          " choc chip cookie", TR, "30 g", "piece:cookie"),
        F("18178", "Oatmeal cookie", "oatmeal cookies; oat cookie; oatmeal raisin cookie", TR,
          "30 g", "piece:large; large:cookie, big"),
        F("18166", "Oreo", "oreos; sandwich cookie; sandwich cookies; chocolate sandwich"
          " cookie", TR, "30 g", "piece:cookie"),
        F("18204", "Sugar cookie", "sugar cookies", TR, "30 g", "piece:cookie"),
        F("18192", "Shortbread", "shortbread cookie; shortbread biscuit", TR, "30 g",
          "piece:cookie"),
        F("18155", "Butter cookies", "butter cookie; butter biscuits", TR, "30 g",
          "piece:cookie"),
        F("18172", "Gingersnaps", "gingersnap; ginger snaps; ginger biscuits; ginger nuts", TR,
          "30 g", "piece:cookie"),
        F("18170", "Fig bar", "fig bars; fig newton; fig newtons; fig rolls", TR, "30 g",
          "piece:cookie"),
        F("18151", "Brownie", "brownies; chocolate brownie", TR, "50 g", "piece:square"),
        F("18096", "Chocolate cake", "chocolate fudge cake", TR, "80 g",
          "slice:piece (1/12"),
        F("18140", "Yellow cake", "birthday cake; vanilla cake", TR, "80 g",
          "slice:piece (1/12"),
        F("18120", "Pound cake", "butter cake; madeira cake", TR, "60 g",
          "slice:loaf!; piece:piece individually"),
        F("18133", "Sponge cake", "sponge", TR, "60 g", "slice:piece"),
        F("18147", "Cheesecake", "cheese cake", TR, "80 g", "slice:piece (1/6"),
        F("18301", "Apple pie", "apple tart", TR, "100 g", "slice:piece (1/8"),
        F("18326", "Pumpkin pie", "pumpkin tart", TR, "100 g", "slice"),
        F("18308", "Cherry pie", "cherry tart", TR, "100 g", "slice:piece (1/8"),
        F("18324", "Pecan pie", "pecan tart", TR, "100 g", "slice"),
        F("18274", "Blueberry muffin", "muffin; muffins; blueberry muffins", TR, "100 g",
          "small; medium; large"),
        F("18279", "Corn muffin", "cornbread; corn muffins", SS, "60 g", "small; medium; large"),
        F("18250", "Glazed doughnut", "doughnut; donut; doughnuts; donuts; glazed donut", TR,
          "50 g", "piece:doughnut"),
        F("18239", "Croissant", "croissants; butter croissant", TR, "60 g",
          "small:croissant, small; medium:croissant, medium; large:croissant, large"),
        F("18356", "Cinnamon roll", "cinnamon bun; cinnamon rolls; cinnamon buns", TR, "60 g",
          "piece:roll; large"),
        F("18245", "Danish pastry", "danish; cheese danish; pastry", TR, "60 g",
          "piece:pastry"),
        F("18362", "Toaster pastry", "pop-tart; pop tart; pop tarts; pop-tarts", TR, "50 g",
          "piece:pastry"),
        F("18019", "Banana bread", "banana loaf; banana cake", TR, "60 g", "slice"),
    ]),
    ("Desserts", [
        F("19095", "Vanilla ice cream", "ice cream; ice-cream; vanilla ice-cream", TR, "100 g",
          "cup:serving 1/2 cup|0.5; scoop:serving 1/2 cup!"),
        F("19270", "Chocolate ice cream", "chocolate ice-cream", TR, "100 g",
          "cup; scoop:cup!"),
        F("19293", "Frozen yogurt", "froyo; frozen yoghurt", TR, "100 g",
          "cup; scoop:cup!"),
        F("19097", "Sherbet", "orange sherbet", TR, "100 g", "cup; scoop:cup!"),
        F("19283", "Ice pop", "popsicle; ice lolly; ice lollies; popsicles", TR, "50 g",
          "piece:serving 1.75 fl oz pop!"),
        F("19183", "Chocolate pudding", "pudding; chocolate pudding cup", TR, "100 g",
          "container:container refrigerated"),
        F("19201", "Vanilla pudding", "vanilla pudding cup; custard pudding", TR, "100 g",
          "container:container refrigerated"),
        F("19173", "Gelatin dessert", "jello; jell-o", TR, "100 g", "cup"),
        F("21463", "Yogurt parfait", "parfait; yogurt with granola", None, None,
          "piece:item"),
    ]),
    ("Sugar, spreads and sweeteners", [
        F("19296", "Honey", "runny honey", None, None, "tbsp; packet"),
        F("19297", "Jam", "preserves; jelly; strawberry jam; fruit spread", None, None,
          "tbsp; packet"),
        F("19303", "Marmalade", "orange marmalade", None, None, "tbsp"),
        F("19335", "Sugar", "white sugar; granulated sugar; table sugar", None, None,
          "tsp; cup; cube:serving 1 cube!; packet:serving packet!"),
        F("19334", "Brown sugar", "demerara sugar; light brown sugar", None, None,
          "tsp:tsp packed; cup:cup packed"),
        F("19353", "Maple syrup", "pure maple syrup", None, None, "tbsp; cup=cup"),
        F("19129", "Pancake syrup", "syrup; table syrup", None, None, "tbsp; cup"),
    ]),
    ("Sauces and condiments", [
        F("11935", "Ketchup", "catsup; tomato ketchup", None, None, "tbsp; packet"),
        F("02046", "Mustard", "yellow mustard; american mustard", None, None,
          "tsp:tsp or 1 packet; packet:tsp or 1 packet"),
        F("16124", "Soy sauce", "tamari; soya sauce", None, None, "tbsp; tsp", True),
        F("06150", "Barbecue sauce", "bbq sauce; barbeque sauce", None, None, "tbsp; cup"),
        F("06931", "Marinara sauce", "tomato sauce; pasta sauce; spaghetti sauce; marinara;"
          " tomato pasta sauce", None, None, "cup:serving 1/2 cup|0.5"),
        F("06164", "Salsa", "tomato salsa; salsa dip", None, None, "tbsp; cup"),
        F("06168", "Hot sauce", "tabasco; chili sauce; pepper sauce", None, None, "tsp", True),
        F("06631", "Sriracha", "sriracha sauce", None, None, "tsp"),
        F("06112", "Teriyaki sauce", "teriyaki", None, None, "tbsp; cup", True),
        F("06971", "Worcestershire sauce", "worcester sauce", None, None, "tbsp", True),
        F("06175", "Hoisin sauce", "hoisin", None, None, "tbsp"),
        F("06116", "Gravy", "beef gravy; brown gravy", None, None, "cup", True),
        F("11546", "Tomato paste", "tomato puree; tomato concentrate", None, None,
          "tbsp; can"),
        F("02048", "Cider vinegar", "vinegar; apple cider vinegar", None, None, "tbsp; tsp",
          True),
        F("02069", "Balsamic vinegar", "balsamic", None, None, "tbsp; tsp", True),
        F("02047", "Salt", "table salt", None, None, "tsp; tbsp; dash"),
        F("02055", "Horseradish", "horseradish sauce", None, None, "tsp; tbsp"),
    ]),
    ("Soups", [
        F("06419", "Chicken noodle soup", "chicken soup", None, None, "cup:serving 1 cup"),
        F("06559", "Tomato soup", "cream of tomato soup", None, None, "cup:serving 1 cup"),
        F("06468", "Vegetable soup", "veggie soup; vegetarian vegetable soup", None, None,
          "cup"),
        F("06440", "Minestrone", "minestrone soup", None, None, "cup"),
        F("06230", "Clam chowder", "new england clam chowder; chowder", None, None,
          "cup:serving 1 cup"),
        F("06243", "Cream of mushroom soup", "mushroom soup", None, None, "cup:serving 1 cup"),
        F("06037", "Lentil soup", "lentil and ham soup", None, None, "cup"),
        F("06402", "Black bean soup", "bean soup", None, None, "cup"),
        F("06451", "Split pea soup", "pea soup; pea and ham soup", None, None, "cup"),
        F("06471", "Vegetable beef soup", "beef and vegetable soup; beef soup", None, None,
          "cup"),
        F("06194", "Chicken broth", "chicken stock; broth", None, None, "cup", True),
        F("06008", "Beef broth", "beef stock; bouillon; beef consomme", None, None, "cup",
          True),
        F("06700", "Vegetable broth", "vegetable stock; veggie broth", None, None, "cup", True),
    ]),
    ("Dishes and fast food", [
        F("21299", "Cheese pizza", "pizza; margherita pizza; cheese pizza slice", None, None,
          "slice"),
        F("21302", "Pepperoni pizza", "pepperoni pizza slice", None, None, "slice"),
        F("21304", "Supreme pizza", "meat and vegetable pizza; deluxe pizza", None, None,
          "slice"),
        F("21109", "Hamburger", "burger; hamburgers; burgers", None, None, "piece:item"),
        F("21090", "Cheeseburger", "cheeseburgers", None, None, "piece:item"),
        F("21118", "Hot dog", "hotdog; hot dogs; hotdogs", None, None, "piece:sandwich"),
        F("22973", "Corn dog", "corndog; corn dogs", None, None, "piece:corndog"),
        F("21230", "Chicken sandwich", "crispy chicken sandwich; chicken burger", None, None,
          "piece:sandwich"),
        F("21490", "Grilled chicken sandwich", "grilled chicken burger", None, None,
          "piece:sandwich"),
        F("21106", "Fish sandwich", "fish burger; fish fillet sandwich", None, None,
          "piece:sandwich"),
        F("21461", "Club sandwich", "chicken club sandwich", None, None, "piece:sandwich"),
        F("21121", "Roast beef sandwich", "beef sandwich", None, None, "piece:sandwich"),
        F("21124", "Sub sandwich", "submarine sandwich; sub; hoagie; cold cut sub", None, None,
          "piece@6 inch!; footlong@12 inch!"),
        F("21155", "Turkey sub", "turkey sandwich; turkey breast sub", None, None,
          "piece@6 inch!; footlong@12 inch!"),
        F("21021", "Egg muffin sandwich", "breakfast sandwich; egg mcmuffin; egg muffin", None,
          None, "piece:sandwich"),
        F("21011", "Croissant with egg and cheese", "breakfast croissant; egg croissant", None,
          None, "piece:croissant"),
        F("21519", "Breakfast burrito", "breakfast burritos", None, None, "piece:burrito"),
        F("21061", "Bean and cheese burrito", "burrito; bean burrito; burritos", None, None,
          "piece:each burrito"),
        F("21064", "Beef burrito", "beef and bean burrito", None, None, "piece:burrito"),
        F("21082", "Taco", "tacos; beef taco; hard taco", None, None, "piece:each taco"),
        F("21486", "Soft taco", "soft tacos; soft beef taco", None, None, "piece:each taco"),
        F("21488", "Quesadilla", "chicken quesadilla; quesadillas", None, None,
          "piece:each quesadilla"),
        F("36050", "Cheese enchilada", "enchilada; enchiladas", None, None,
          "piece:enchilada"),
        F("21078", "Nachos", "nachos with cheese; cheese nachos", None, None,
          "order:serving!"),
        F("36411", "Tamale", "tamales; corn tamale", None, None, "piece"),
        F("36403", "Empanada", "empanadas; beef empanada", None, None, "piece"),
        F("36415", "Arepa", "arepas", None, None, "piece"),
        F("22977", "Lasagna", "lasagne; meat lasagna", None, None,
          "piece:piece center"),
        F("32005", "Macaroni and cheese", "mac and cheese; mac n cheese; mac & cheese;"
          " macaroni cheese", None, None, "cup"),
        F("36630", "Spaghetti bolognese", "spaghetti with meat sauce; spag bol; bolognese",
          None, None, "plate:serving!"),
        F("36038", "Spaghetti and meatballs", "spaghetti with meatballs", None, None,
          "cup; plate:serving!"),
        F("22899", "Ravioli", "cheese ravioli", None, None, "cup"),
        F("32025", "Pierogi", "pierogies; perogies; potato dumplings", None, None,
          "piece:pieces"),
        F("22904", "Chili con carne", "chili; chilli; chilli con carne; chili with beans",
          None, None, "cup"),
        F("22905", "Beef stew", "stew; irish stew", None, None, "cup"),
        F("22906", "Chicken pot pie", "pot pie; chicken pie", None, None, "piece:pie"),
        F("22908", "Corned beef hash", "hash", None, None, "cup"),
        F("36059", "Chicken parmesan", "chicken parmigiana; chicken parm", None, None,
          "plate:serving!"),
        F("36405", "Rice and beans", "rice and black beans; black beans and rice", None, None,
          "cup"),
        F("36619", "Kung pao chicken", "kung po chicken", None, None, "order"),
        F("36621", "Sweet and sour chicken", "sweet & sour chicken", None, None,
          "order; piece:pieces"),
        F("36618", "General Tso's chicken", "general tso chicken; general tsos chicken", None,
          None, "order; piece:pieces"),
        F("36629", "Orange chicken", "chinese orange chicken", None, None,
          "order; piece:pieces"),
        F("36623", "Chicken chow mein", "chow mein", None, None, "order"),
        F("36625", "Vegetable lo mein", "lo mein; veg lo mein", None, None, "cup; order"),
        F("36601", "Egg roll", "egg rolls; spring roll; spring rolls", None, None, "piece"),
        F("32013", "Potstickers", "dumplings; gyoza; potsticker; wontons", None, None,
          "piece:pieces"),
        F("21130", "Onion rings", "onion ring", None, None, "piece:package|18"),
        F("21127", "Coleslaw", "cole slaw; slaw", None, None, "cup"),
        F("22971", "Potato salad", "potato salad with egg", None, None, "cup"),
        F("21083", "Taco salad", "taco salads", None, None, "cup"),
    ]),
]

HEADER = """\
# A starter library: everyday foods with values per 100 g from the USDA National Nutrient
# Database (SR28), and household measures from the same database. A food's portion is how
# much of it counts as one unit of its category. Add your own foods in other files of this
# folder, such as foods/my-foods.yaml.
foods:"""
NUTRIENTS = [("208", "{} kcal", 0), ("203", "{}p", 1), ("205", "{}c", 1), ("204", "{}f", 1),
             ("291", "{} fibre", 1), ("269", "{} sugars", 1), ("307", "{} mg sodium", 0)]
VOLUME_ML = {"cup": 236.5882365, "tbsp": 14.78676478125, "tablespoon": 14.78676478125,
             "tsp": 4.92892159375, "teaspoon": 4.92892159375, "fl oz": 29.5735295625}


def sr28_rows(path):
    """Rows of an SR28 ASCII file: `^`-separated, `~`-quoted, Latin-1, CRLF."""
    text = path.read_bytes().decode("latin-1")
    for line in text.split("\r\n"):
        if line:
            yield [field.strip("~") for field in line.split("^")]


def load(data):
    sr28, fdc = data / "usda-sr28", data / "usda-fdc-sr-legacy-csv"
    descriptions = {row[0]: row[2] for row in sr28_rows(sr28 / "FOOD_DES.txt")}
    nutrients = {}
    for row in sr28_rows(sr28 / "NUT_DATA.core7-all-foods.txt"):
        nutrients.setdefault(row[0], {})[row[1]] = row[2]
    portions = {}
    for row in sr28_rows(sr28 / "WEIGHT.txt"):
        portions.setdefault(row[0], []).append((float(row[2]), row[3], float(row[4])))
    # FoodData Central's copy of the same database has portions for a few foods WEIGHT lacks.
    ndb_of = {row["fdc_id"]: row["NDB_number"].zfill(5)
              for row in csv.DictReader(open(fdc / "sr_legacy_food.csv", encoding="utf-8"))}
    extra = {}
    for row in csv.DictReader(open(fdc / "food_portion.csv", encoding="utf-8")):
        ndb = ndb_of.get(row["fdc_id"])
        if ndb and ndb not in portions:
            extra.setdefault(ndb, []).append(
                (float(row["amount"]), row["modifier"], float(row["gram_weight"])))
    for ndb, rows in extra.items():
        portions[ndb] = rows
    return descriptions, nutrients, portions


def rounded(text, places):
    step = Decimal(1).scaleb(-places)
    value = Decimal(text).quantize(step, rounding=ROUND_HALF_UP)
    spelled = format(value.normalize(), "f")
    return "0" if spelled in ("-0", "0.0") else spelled


def grams(value):
    return rounded(repr(value), 1 if value < 100 else 0)


def nutrition(food, values):
    if "208" not in values:
        sys.exit(f"{food.name}: usda-sr {food.ndb} has no energy value")
    return " ".join(spelling.format(rounded(values[nid], places))
                    for nid, spelling, places in NUTRIENTS if nid in values)


def measures(food, rows):
    if food.measures.strip() == "-":
        return []
    found = []
    for spec in (part.strip() for part in food.measures.split(";")):
        match = re.fullmatch(r"([^:=@!|]+?)(?:([:=@])([^!|]*))?(!)?(?:\|(\d+(?:\.\d+)?))?", spec)
        if not match:
            sys.exit(f"{food.name}: bad measure spec {spec!r}")
        name, kind, pattern, whole, divisor = match.groups()
        pattern = (pattern if kind else name).strip().lower()
        for amount, description, weight in rows:
            text = description.lower()
            full = f"{amount:g} {text}"
            if (kind == "=" and text == pattern) or (kind == "@" and full.startswith(pattern)) or (
                    kind in (None, ":") and text.startswith(pattern)):
                unit = (weight if whole else weight / amount) / float(divisor or 1)
                found.append((name.strip(), unit))
                break
        else:
            listed = "; ".join(f"{a:g} {d} = {w:g}" for a, d, w in rows)
            sys.exit(f"{food.name}: no USDA portion for {spec!r} in usda-sr {food.ndb}: {listed}")
    return found


def density(food, rows):
    """Grams per millilitre from the first portion in fl oz, else in cups, tbsp or tsp."""
    for unit in ("fl oz", "cup", "tbsp", "tablespoon", "tsp", "teaspoon"):
        for amount, description, weight in rows:
            text = description.lower()
            inner = re.search(r"(\d+(?:\.\d+)?) fl oz", text)
            if unit == "fl oz" and inner and not text.startswith("fl oz"):
                return weight / amount / (float(inner.group(1)) * VOLUME_ML[unit])
            if re.match(re.escape(unit) + r"\b", text):
                return weight / amount / VOLUME_ML[unit]
    sys.exit(f"{food.name}: is a liquid but usda-sr {food.ndb} has no volume portion")


def folded(name):
    return " ".join(name.lower().split())


def validate():
    owner = {folded(category): f"category {category}" for category in CATEGORIES}
    for _, foods in FOODS:
        for food in foods:
            if food.category is not None and food.category not in CATEGORIES:
                sys.exit(f"{food.name}: unknown category {food.category}")
            if (food.category is None) != (food.portion is None):
                sys.exit(f"{food.name}: a category needs a portion and a portion a category")
            for name in [food.name] + food.aliases:
                if re.search(r"\d", name):
                    sys.exit(f"{food.name}: {name!r} holds a digit, which reads as an amount")
                key = folded(name)
                if key in owner:
                    sys.exit(f"{food.name}: {name!r} is already {owner[key]}")
                owner[key] = food.name


def render(data):
    descriptions, nutrients, portions = load(data)
    validate()
    lines = HEADER.splitlines()
    count = 0
    for group, foods in FOODS:
        lines.append(f"  # {group}")
        for food in foods:
            if food.ndb not in descriptions:
                sys.exit(f"{food.name}: no food usda-sr {food.ndb}")
            rows = portions.get(food.ndb, [])
            found = measures(food, rows)
            if not found and food.measures.strip() != "-" and not food.liquid:
                sys.exit(f"{food.name}: no household measure (write \"-\" for weighed foods)")
            names = [folded(name) for name, _ in found]
            if len(set(names)) != len(names):
                sys.exit(f"{food.name}: two measures share a name")
            lines.append(f"  {food.name}:")
            if food.aliases:
                lines.append(f"    aliases: {'; '.join(food.aliases)}")
            lines.append(f"    nutrition: {nutrition(food, nutrients.get(food.ndb, {}))}")
            if found:
                lines.append("    measures: "
                             + "; ".join(f"{name} = {grams(unit)} g" for name, unit in found))
            if food.liquid:
                per_ml = density(food, rows)
                for name, unit in found:
                    if name in VOLUME_ML and abs(unit / VOLUME_ML[name] / per_ml - 1) > 0.1:
                        sys.exit(f"{food.name}: measure {name} disagrees with the density")
                lines.append(f"    density: {rounded(repr(per_ml), 2)} g/ml")
            if food.category:
                lines.append(f"    category: {food.category}")
                lines.append(f"    portion: {food.portion}")
            lines.append(f"    source: usda-sr {food.ndb}")
            count += 1
    body = "\n".join("    " + line for line in lines)
    return count, f'''// Generated by scripts/starter-foods.py from the USDA SR28 files; edit the script, not this
// file.

extension JournalTemplate {{
  /// `foods/starter.yaml`: {count} everyday foods with their USDA values per 100 g, household
  /// measures, categories and portions.
  static let starterFoods = """
{body}

    """
}}
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    default = os.environ.get("LARDER_USDA_DATA") or REPOSITORY.parent / "shared" / "data"
    parser.add_argument("--data", type=Path, default=Path(default),
                        help="folder with usda-sr28/ and usda-fdc-sr-legacy-csv/")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when the output file is not what the script generates")
    arguments = parser.parse_args()
    if not (arguments.data / "usda-sr28" / "WEIGHT.txt").exists():
        sys.exit(f"no USDA data in {arguments.data}; pass --data")
    count, text = render(arguments.data)
    if arguments.check:
        current = arguments.output.read_text(encoding="utf-8") if arguments.output.exists() else ""
        if current != text:
            sys.exit(f"{arguments.output} is out of date; run scripts/starter-foods.py")
        print(f"{arguments.output.name} is up to date ({count} foods)")
        return
    arguments.output.write_text(text, encoding="utf-8")
    print(f"wrote {count} foods to {arguments.output}")


if __name__ == "__main__":
    main()
