// The one file-reading step that `npm run deploy` (deploy.mjs) and its predeploy hook (predeploy-check.mjs) share:
// deploy-plan.mjs stays pure, so reading firebase.json and the function's package.json lives here.
import fs from 'node:fs';
import path from 'node:path';
import { deployOutputs, functionsSourceOf } from './deploy-plan.mjs';

/** web/dist and functions/lib (or wherever firebase.json and the function's package.json now put them), absolute. */
export function readDeployOutputs(root) {
  const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, functionsSourceOf(firebaseJson), 'package.json'), 'utf8'),
  );
  const outputs = deployOutputs(firebaseJson, pkg);
  return {
    hosting: path.join(root, outputs.hosting),
    functionsSource: path.join(root, outputs.functionsSource),
    functionsOutput: path.join(root, outputs.functionsOutput),
  };
}
