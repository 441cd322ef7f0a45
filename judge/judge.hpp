// Public interface of the judge module (to be written).
#pragma once
