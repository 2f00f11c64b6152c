// The explainer shape for educational questions: wonder, look closely, explain in small true steps, try it, sum up.
import { b, twist, type Shape } from './beat';

export const EXPLAINER_SHAPES: Shape[] = [
  { key: 'question-sky', at: 'a grassy hill under a blue sky', beats: [
    b('sky.ask', 'curious', 'lying on the grass looking up at the blue sky'), b('sky.light', 'curious', 'sunlight shining through a glass prism into a rainbow', 1),
    b('sky.air', 'curious', 'looking at tiny specks of air drawn in the sky', 2), b('sky.bounce', 'happy', 'blue light bouncing all over the sky'),
    twist('sky.twist', 'curious', 'a violet and blue rainbow band'), b('sky.sunset', 'warm', 'watching an orange sunset', 1, 'a hill at sunset'),
    b('sky.space', 'curious', 'looking at a picture of black space from a rocket', 3), b('sky.end', 'happy', 'explaining the blue sky to a friend'),
  ] },
  { key: 'question-rain', at: 'a window on a rainy day', beats: [
    b('rain.ask', 'curious', 'watching raindrops on a window'), b('rain.sun', 'curious', 'the sun warming a lake', 1, 'a lake in the sunshine'),
    b('rain.rise', 'curious', 'invisible water vapour rising into the sky', 2, 'the sky above the sea'), b('rain.cloud', 'curious', 'tiny droplets making a cloud', undefined, 'the sky'),
    twist('rain.twist', 'curious', 'droplets bumping together in a grey cloud', 'inside a cloud'), b('rain.fall', 'happy', 'rain falling from a heavy cloud'),
    b('rain.cycle', 'happy', 'a river flowing back to the sea', 1, 'a river and the sea'), b('rain.end', 'happy', 'splashing in puddles', undefined, 'a street after rain'),
  ] },
  { key: 'question-plants', at: 'a garden', beats: [
    b('pl.ask', 'curious', 'holding a tiny seed'), b('pl.plant', 'happy', 'planting a seed in a pot of soil', 1),
    b('pl.water', 'calm', 'watering the pot and putting it in the sun', 2), b('pl.root', 'curious', 'a cut-away picture of a root growing down'),
    twist('pl.twist', 'worried', 'a drooping seedling in a dark cupboard'), b('pl.shoot', 'happy', 'a green shoot pushing up out of the soil'),
    b('pl.leaf', 'curious', 'leaves spreading in the sunlight', 1), b('pl.end', 'happy', 'a flower full of new seeds'),
  ] },
];
