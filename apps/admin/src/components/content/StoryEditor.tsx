/**
 * The story editor: the outline of the block tree, the selected block's form, the actions on the draft
 * (save, publish, unpublish), the history and the live preview. The draft being edited lives here until it
 * is saved; the API's refusals are shown at the block and field they name, and marked in the outline.
 */
import { useCallback, useMemo, useState } from "react";
import { Link, useBlocker } from "@tanstack/react-router";
import { STORY_STATE_NAMES, type StoryDetailAnswer } from "@petsies/contract/admin";
import { ApiError } from "../../lib/api.ts";
import { useSaveDraft, useStoryAction } from "../../lib/content.ts";
import { Button } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { Dialog, DialogClose } from "../ui/Dialog.tsx";
import { SelectField, TextField } from "../ui/Field.tsx";
import { ErrorNotice, Notice } from "../ui/Notice.tsx";
import { PageHeader } from "../ui/PageHeader.tsx";
import { BlockForm } from "./BlockForm.tsx";
import { BlockOutline } from "./BlockOutline.tsx";
import {
  addChild,
  BLOCK_TYPE_NAMES,
  blockErrorsOf,
  blockLabel,
  CHILD_SLOTS,
  findBlock,
  moveBlock,
  movesOf,
  newBlock,
  removeBlock,
  updateBlock,
  withUids,
  type Block,
} from "./block-tree.ts";
import { HistoryPanel } from "./HistoryPanel.tsx";
import { PreviewFrame } from "./PreviewFrame.tsx";

function stateOf(story: StoryDetailAnswer) {
  if (!story.published) return STORY_STATE_NAMES.unpublished;
  return story.draftChanged ? `${STORY_STATE_NAMES.published} · ${STORY_STATE_NAMES.changed}` : STORY_STATE_NAMES.published;
}

function BlockControls({ root, block, onChange, onSelect }: { root: Block; block: Block; onChange: (root: Block) => void; onSelect: (uid: string) => void }) {
  const slot = CHILD_SLOTS[block.component];
  const [type, setType] = useState(slot?.types[0] ?? "");
  const [confirming, setConfirming] = useState(false);
  const moves = movesOf(root, block._uid);
  const isRoot = block._uid === root._uid;
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3">
      {slot ? (
        <>
          <SelectField label="New block inside" value={type} onChange={(e) => setType(e.target.value)} className="basis-48">
            {slot.types.map((t) => (
              <option key={t} value={t}>
                {BLOCK_TYPE_NAMES[t]}
              </option>
            ))}
          </SelectField>
          <Button
            onClick={() => {
              const child = newBlock(type || slot.types[0]!);
              onChange(addChild(root, block._uid, child));
              onSelect(child._uid);
            }}
          >
            Add block
          </Button>
        </>
      ) : null}
      {!isRoot ? (
        <>
          <Button onClick={() => onChange(moveBlock(root, block._uid, -1))} disabled={!moves.up}>
            Move up
          </Button>
          <Button onClick={() => onChange(moveBlock(root, block._uid, 1))} disabled={!moves.down}>
            Move down
          </Button>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Remove this block?"
            description={`${blockLabel(block)} and every block inside it leave the draft. Shoppers see the change once the draft is published.`}
            trigger={<Button variant="danger">Remove block</Button>}
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button>Cancel</Button>
              </DialogClose>
              <Button
                variant="danger"
                onClick={() => {
                  onChange(removeBlock(root, block._uid));
                  onSelect(root._uid);
                  setConfirming(false);
                }}
              >
                Remove
              </Button>
            </div>
          </Dialog>
        </>
      ) : null}
    </div>
  );
}

export function StoryEditor({ story }: { story: StoryDetailAnswer }) {
  const [root, setRoot] = useState<Block>(() => withUids(story.draft));
  const [name, setName] = useState(story.name);
  const [selected, setSelected] = useState(root._uid);
  const [dirty, setDirty] = useState(false);
  /** Moves after every save or restore: the preview loads again, and the forms are drawn from the new draft. */
  const [revision, setRevision] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveDraft(story.id);
  const action = useStoryAction(story.id);
  const failure = action.error ?? save.error;
  const fields = failure instanceof ApiError ? failure.fields : undefined;
  const errors = useMemo(() => blockErrorsOf(fields, root), [fields, root]);
  const block = findBlock(root, selected) ?? root;

  const change = (next: Block) => {
    setRoot(next);
    setDirty(true);
    setDone(null);
  };
  const loaded = (answer: StoryDetailAnswer, message: string) => {
    const next = withUids(answer.draft);
    setRoot(next);
    setName(answer.name);
    setDirty(false);
    setRevision((r) => r + 1);
    setDone(message);
    if (!findBlock(next, selected)) setSelected(next._uid);
  };
  const saveDraft = async () => {
    action.reset();
    return save.mutateAsync({ name, content: root }).then((answer) => {
      loaded(answer, "The draft is saved. Shoppers still see the published version.");
      return answer;
    });
  };
  const publish = async () => {
    if (dirty) await saveDraft();
    const answer = await action.mutateAsync("publish");
    loaded(answer, "Published: shoppers see this version now.");
  };
  const ignore = () => undefined;
  // Unsaved changes are never lost silently: leaving in the back office asks (a dialog), closing or reloading the tab asks the browser's question.
  const unsaved = useCallback(() => dirty, [dirty]);
  const leaving = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });

  return (
    <>
      <PageHeader title={`Story ${story.name}`} documentTitle={`Story ${story.name}`}>
        <Link to="/content" className="text-sm font-medium text-indigo-800 hover:underline">
          All stories
        </Link>
      </PageHeader>
      <p className="mb-4 text-sm text-slate-800">
        <span className="font-mono">{story.path}</span> · {stateOf(story)}
        {dirty ? " · Unsaved changes" : ""}
      </p>
      {done ? (
        <Notice tone="success" className="mb-4">
          {done}
        </Notice>
      ) : null}
      {failure ? (
        <ErrorNotice error={errors.size ? new Error(`The draft has problems at ${errors.size === 1 ? "one block" : `${errors.size} blocks`}: ${failure instanceof Error ? failure.message : ""}`) : failure} className="mb-4" />
      ) : null}
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <TextField label="Story name" value={name} className="basis-64" error={fields?.name} onChange={(e) => { setName(e.target.value); setDirty(true); }} />
        <Button variant="primary" onClick={() => void saveDraft().catch(ignore)} disabled={!dirty} pending={save.isPending} pendingText="Saving…">
          {dirty ? "Save draft (unsaved changes)" : "Draft saved"}
        </Button>
        <Button variant="primary" onClick={() => void publish().catch(ignore)} pending={action.isPending && action.variables === "publish"} pendingText="Publishing…">
          Publish
        </Button>
        {story.published ? (
          <ConfirmDialog
            title="Unpublish this story?"
            description={`Shoppers no longer see ${story.path}: it answers "Could not load story" until the story is published again. The draft stays.`}
            trigger={<Button variant="danger">Unpublish</Button>}
            confirmLabel="Unpublish"
            danger
            mutation={action}
            onConfirm={(close) =>
              action.mutate("unpublish", {
                onSuccess: (answer) => {
                  close();
                  loaded(answer, "Unpublished: shoppers no longer see this story.");
                },
              })
            }
          />
        ) : null}
      </div>
      <Dialog
        open={leaving.status === "blocked"}
        onOpenChange={(open) => {
          if (!open) leaving.reset?.();
        }}
        title="Leave without saving?"
        description="The changes to this story since it was last saved are not in the draft yet. Leaving drops them; saving keeps them (shoppers still see the published version)."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={() => leaving.reset?.()}>Stay here</Button>
          <Button variant="danger" onClick={() => leaving.proceed?.()}>
            Leave without saving
          </Button>
          <Button
            variant="primary"
            pending={save.isPending}
            pendingText="Saving…"
            onClick={() =>
              void saveDraft().then(
                () => leaving.proceed?.(),
                () => leaving.reset?.(),
              )
            }
          >
            Save draft and leave
          </Button>
        </div>
      </Dialog>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <BlockOutline root={root} selected={block._uid} errors={errors} onSelect={setSelected} />
          </div>
          <div className="flex flex-col gap-4">
            <BlockControls key={block._uid} root={root} block={block} onChange={change} onSelect={setSelected} />
            <BlockForm key={`${block._uid}#${revision}`} block={block} errors={errors.get(block._uid)} onChange={(b) => change(updateBlock(root, b._uid, () => b) ?? root)} />
            <HistoryPanel
              storyId={story.id}
              pending={action.isPending}
              onRestore={(versionId) => action.mutate({ restore: versionId }, { onSuccess: (answer) => loaded(answer, "The version is restored into the draft. Publish it to show it to shoppers.") })}
            />
          </div>
        </div>
        <PreviewFrame storyId={story.id} revision={revision} />
      </div>
    </>
  );
}
