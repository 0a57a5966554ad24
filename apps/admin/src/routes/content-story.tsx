import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { storyDetailQueryOptions } from "../lib/content.ts";
import { OwnerOnly } from "../components/layout/OwnerOnly.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { StoryEditor } from "../components/content/StoryEditor.tsx";

const route = getRouteApi("/signed-in/shell/content/$id");

function StoryScreenBody() {
  const { id } = route.useParams();
  const storyId = Number(id);
  const story = useQuery({ ...storyDetailQueryOptions(storyId), enabled: Number.isInteger(storyId) && storyId > 0 });
  if (!Number.isInteger(storyId) || storyId <= 0) return <Notice tone="error">There is no story {id}.</Notice>;
  if (story.isPending) return <Loading label="Loading the story…" />;
  if (!story.data) return <ErrorNotice error={story.error} />;
  return <StoryEditor key={story.data.id} story={story.data} />;
}

export default function StoryScreen() {
  return (
    <OwnerOnly title="Story">
      <StoryScreenBody />
    </OwnerOnly>
  );
}
