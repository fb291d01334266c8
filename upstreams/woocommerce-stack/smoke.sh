#!/usr/bin/env bash
# GraphQL smoke test against a running test shop (curl + php for JSON). Prints one line per check; exit 1 on any failure.
#   upstreams/woocommerce-stack/smoke.sh [http://127.0.0.1:8080/graphql]
set -uo pipefail
G="${1:-http://127.0.0.1:8080/graphql}"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
FAILS=0 SESSION="" AUTH=""

# gql NAME QUERY [VARIABLES_JSON] -> body in $TMP/NAME.json, headers in $TMP/NAME.h
gql() {
  local name="$1" query="$2" vars="${3:-{\}}" hdr=(-H 'content-type: application/json')
  [ -n "$SESSION" ] && hdr+=(-H "woocommerce-session: Session $SESSION")
  [ -n "$AUTH" ] && hdr+=(-H "Authorization: Bearer $AUTH")
  php -r 'echo json_encode(["query" => $argv[1], "variables" => json_decode($argv[2])]);' "$query" "$vars" > "$TMP/$name.req"
  curl -s -D "$TMP/$name.h" -X POST "$G" "${hdr[@]}" --data-binary "@$TMP/$name.req" -o "$TMP/$name.json"
  local s; s="$(grep -i '^woocommerce-session:' "$TMP/$name.h" | tail -1 | sed 's/^[^:]*: *//; s/^Session //; s/\r//')"
  [ -n "$s" ] && SESSION="$s"
  return 0
}
# j NAME PHP_EXPR : evaluates an expression over $d (the decoded response) and prints it
j() { php -r '$d = json_decode(file_get_contents($argv[1]), true); echo eval("return " . $argv[2] . ";");' "$TMP/$1.json" "$2"; }
check() { # check NAME LABEL PHP_CONDITION PHP_SUMMARY
  if [ "$(j "$1" "($3) ? 'y' : 'n'")" = y ]; then echo "PASS $2: $(j "$1" "$4")"
  else echo "FAIL $2: $(head -c 600 "$TMP/$1.json")"; FAILS=$((FAILS + 1)); fi
}

gql products '{ products(first: 50, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) { nodes { databaseId slug type name
  productCategories { nodes { slug parent { node { slug } } } } image { sourceUrl }
  ... on SimpleProduct { price regularPrice salePrice onSale stockStatus stockQuantity lowStockAmount virtual downloadable }
  ... on VariableProduct { price }
  ... on ExternalProduct { price externalUrl buttonText }
  ... on GroupProduct { products { nodes { slug } } } } } }'
check products "products list with categories" '($n = $d["data"]["products"]["nodes"] ?? []) && count($n) >= 10 && count(array_filter($n, fn($p) => !empty($p["productCategories"]["nodes"]))) >= 10' \
  'count($d["data"]["products"]["nodes"]) . " products: " . implode(", ", array_map(fn($p) => $p["slug"] . " (" . $p["type"] . " " . html_entity_decode($p["price"] ?? "-") . ")", $d["data"]["products"]["nodes"]))'
check products "category tree (almond -> shapes)" 'in_array("shapes", array_merge(...array_map(fn($p) => array_map(fn($c) => $c["parent"]["node"]["slug"] ?? "", $p["productCategories"]["nodes"]), $d["data"]["products"]["nodes"])))' '"ok"'
check products "external and grouped products" 'count(array_filter($d["data"]["products"]["nodes"], fn($p) => ($p["externalUrl"] ?? "") !== "" || !empty($p["products"]["nodes"]))) === 2' \
  'implode("; ", array_map(fn($p) => $p["slug"] . ": " . ($p["externalUrl"] ?? "") . " " . ($p["buttonText"] ?? "") . implode(",", array_column($p["products"]["nodes"] ?? [], "slug")), array_values(array_filter($d["data"]["products"]["nodes"], fn($p) => in_array($p["type"], ["EXTERNAL", "GROUPED"])))))'
ROSE="$(j products 'current(array_filter($d["data"]["products"]["nodes"], fn($p) => $p["slug"] === "rose-quartz-almond-press-on-nails"))["databaseId"]')"

gql variable '{ product(id: "midnight-chrome-coffin-press-on-nails", idType: SLUG) { databaseId name ... on VariableProduct { price
  attributes { nodes { name options variation } } variations(first: 50) { nodes { databaseId sku price stockStatus stockQuantity
  attributes { nodes { name value } } } } } } }'
check variable "variable product variations" 'count($d["data"]["product"]["variations"]["nodes"] ?? []) === 12' \
  '"price " . html_entity_decode($d["data"]["product"]["price"]) . ", 12 variations, out of stock: " . implode(",", array_column(array_filter($d["data"]["product"]["variations"]["nodes"], fn($v) => $v["stockStatus"] === "OUT_OF_STOCK"), "sku"))'
NIGHT="$(j variable '$d["data"]["product"]["databaseId"]')"
VAR="$(j variable 'current(array_filter($d["data"]["product"]["variations"]["nodes"], fn($v) => $v["sku"] === "NS-010-MM"))["databaseId"]')"

gql reviews '{ product(id: "rose-quartz-almond-press-on-nails", idType: SLUG) { averageRating reviewCount reviews { nodes { content author { node { name } } } edges { rating } } galleryImages { nodes { sourceUrl } } } }'
check reviews "reviews and gallery" '($d["data"]["product"]["reviewCount"] ?? 0) === 2' \
  '"average " . $d["data"]["product"]["averageRating"] . ", ratings " . implode(",", array_column($d["data"]["product"]["reviews"]["edges"], "rating")) . ", gallery images " . count($d["data"]["product"]["galleryImages"]["nodes"])'

gql add1 'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cartItem { key quantity } cart { total } } }' "{\"id\":$ROSE}"
check add1 "addToCart (guest) returns a woocommerce-session header" "'$SESSION' !== '' && (\$d['data']['addToCart']['cartItem']['quantity'] ?? 0) === 2" '"cart total " . html_entity_decode($d["data"]["addToCart"]["cart"]["total"]) . ", session token " . substr("'"$SESSION"'", 0, 16) . "..."'
gql add2 'mutation($id: Int!, $v: Int!) { addToCart(input: { productId: $id, variationId: $v, quantity: 1 }) { cart { contents { itemCount } total } } }' "{\"id\":$NIGHT,\"v\":$VAR}"
check add2 "addToCart variation with the session header (round trip)" '($d["data"]["addToCart"]["cart"]["contents"]["itemCount"] ?? 0) === 3' '"items 3, total " . html_entity_decode($d["data"]["addToCart"]["cart"]["total"])'

gql coupon 'mutation { applyCoupon(input: { code: "WELCOME10" }) { cart { discountTotal total appliedCoupons { code discountAmount } } } }'
check coupon "applyCoupon WELCOME10" '($d["data"]["applyCoupon"]["cart"]["appliedCoupons"][0]["code"] ?? "") === "welcome10"' '"discount " . html_entity_decode($d["data"]["applyCoupon"]["cart"]["discountTotal"]) . ", total " . html_entity_decode($d["data"]["applyCoupon"]["cart"]["total"])'
gql expired 'mutation { applyCoupon(input: { code: "EXPIRED5" }) { cart { total } } }'
check expired "applyCoupon EXPIRED5 is refused" '!empty($d["errors"])' 'html_entity_decode(strip_tags($d["errors"][0]["message"]))'

gql rates '{ cart { chosenShippingMethods availableShippingMethods { packageDetails rates { id label cost } } } }'
check rates "shipping rates (DE)" 'count($d["data"]["cart"]["availableShippingMethods"][0]["rates"] ?? []) >= 2' 'implode(", ", array_map(fn($r) => $r["id"] . " " . $r["label"] . " " . $r["cost"], $d["data"]["cart"]["availableShippingMethods"][0]["rates"]))'
PICKUP="$(j rates 'current(array_filter($d["data"]["cart"]["availableShippingMethods"][0]["rates"], fn($r) => str_starts_with($r["id"], "local_pickup")))["id"]')"
gql ship 'mutation($m: [String]) { updateShippingMethod(input: { shippingMethods: $m }) { cart { chosenShippingMethods shippingTotal total } } }' "{\"m\":[\"$PICKUP\"]}"
check ship "updateShippingMethod $PICKUP" '($d["data"]["updateShippingMethod"]["cart"]["chosenShippingMethods"][0] ?? "") === "'"$PICKUP"'"' '"shipping " . html_entity_decode($d["data"]["updateShippingMethod"]["cart"]["shippingTotal"]) . ", total " . html_entity_decode($d["data"]["updateShippingMethod"]["cart"]["total"])'

gql checkout 'mutation { checkout(input: { paymentMethod: "cod", billing: { firstName: "Guest", lastName: "Tester", address1: "Teststr. 1",
  city: "Berlin", postcode: "10115", country: DE, email: "guest@example.com", phone: "030123" } }) { result order { databaseId orderNumber status total paymentMethod } } }'
check checkout "checkout with cod as a guest" '($d["data"]["checkout"]["result"] ?? "") === "success"' '"order #" . $d["data"]["checkout"]["order"]["orderNumber"] . " " . $d["data"]["checkout"]["order"]["status"] . " " . html_entity_decode($d["data"]["checkout"]["order"]["total"])'

SESSION=""
gql login 'mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo-nails-2026" } }) { authToken authTokenExpiration refreshToken refreshTokenExpiration wooSessionToken user { username } customer { email } } }'
check login "login demo via PASSWORD provider" '!empty($d["data"]["login"]["authToken"]) && !empty($d["data"]["login"]["refreshToken"])' '"authToken, refreshToken, wooSessionToken " . (empty($d["data"]["login"]["wooSessionToken"]) ? "missing" : "present") . ", customer " . $d["data"]["login"]["customer"]["email"]'
AUTH="$(j login '$d["data"]["login"]["authToken"]')"; REFRESH="$(j login '$d["data"]["login"]["refreshToken"]')"
gql clients '{ loginClients { name provider isEnabled } }'
check clients "loginClients" 'count($d["data"]["loginClients"] ?? []) >= 1' 'json_encode($d["data"]["loginClients"])'
gql refresh 'mutation($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken authTokenExpiration success } }' "{\"t\":\"$REFRESH\"}"
check refresh "refreshToken mutation" '!empty($d["data"]["refreshToken"]["authToken"])' '"new authToken, success " . json_encode($d["data"]["refreshToken"]["success"])'

gql orders '{ customer { email orders { nodes { orderNumber status total lineItems { nodes { product { node { slug } } quantity } } } }
  downloadableItems { nodes { name url downloadsRemaining accessExpires product { slug } } } } }'
check orders "customer orders (demo)" 'count($d["data"]["customer"]["orders"]["nodes"] ?? []) >= 1' 'implode("; ", array_map(fn($o) => "#" . $o["orderNumber"] . " " . $o["status"] . " " . html_entity_decode($o["total"]) . " [" . implode(",", array_map(fn($l) => $l["product"]["node"]["slug"], $o["lineItems"]["nodes"])) . "]", $d["data"]["customer"]["orders"]["nodes"]))'
check orders "downloadableItems (demo)" 'count($d["data"]["customer"]["downloadableItems"]["nodes"] ?? []) === 1' 'json_encode($d["data"]["customer"]["downloadableItems"]["nodes"][0], JSON_UNESCAPED_SLASHES)'
DL="$(j orders '$d["data"]["customer"]["downloadableItems"]["nodes"][0]["url"] ?? ""')"
if [ -n "$DL" ] && curl -s "$DL" | head -c 5 | grep -q '%PDF'; then echo "PASS download url serves the PDF"; else echo "FAIL download url: $DL"; FAILS=$((FAILS + 1)); fi

echo "smoke: $FAILS failure(s)"
[ "$FAILS" = 0 ]
