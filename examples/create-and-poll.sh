#!/bin/sh
# Create a book with curl and poll it until it is completed or failed.
set -eu
: "${STORYBOOK_API_KEY:?set STORYBOOK_API_KEY (npm start prints one)}"
API="${STORYBOOK_API_URL:-http://127.0.0.1:3100}"

created=$(curl -sf -X POST "$API/v1/stories" \
  -H 'content-type: application/json' -H "x-api-key: $STORYBOOK_API_KEY" \
  -H "idempotency-key: $(date +%s)-$$" \
  -d '{"storyIdea":"A shy hedgehog named Pip who wants to fly","ageRange":"4-7","style":"watercolor","pageCount":6,"tone":"animal","language":"english"}')
book=$(printf '%s' "$created" | sed -n 's/.*"bookId":"\([^"]*\)".*/\1/p')
echo "book $book"

while :; do
  story=$(curl -sf "$API/v1/stories/$book" -H "x-api-key: $STORYBOOK_API_KEY")
  status=$(printf '%s' "$story" | sed -n 's/.*"status":"\([a-z]*\)".*/\1/p')
  progress=$(printf '%s' "$story" | sed -n 's/.*"progress":\([0-9]*\).*/\1/p')
  echo "$status $progress%"
  case "$status" in
    completed) printf '%s\n' "$story" | sed -n 's/.*"readerUrl":"\([^"]*\)".*/reader: \1/p'; exit 0 ;;
    failed) printf '%s\n' "$story" | sed -n 's/.*"errorMessage":"\([^"]*\)".*/failed: \1/p'; exit 1 ;;
  esac
  sleep 2
done
