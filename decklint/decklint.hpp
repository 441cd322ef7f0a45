// Public interface of the decklint module (to be written).
#pragma once
